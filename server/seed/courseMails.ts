// Demo course e-mail templates: for the first courses of each level, one message per grade band
// (start exclusive, end inclusive, on the 0–5 scale) for on-site students and one for virtual ones.
import type { SqlParam } from '../db/database';

const BANDS: [number, number, string, string][] = [
  [0, 2.99, 'Refuerzo', 'Te acompañamos para reforzar lo aprendido'],
  [2.99, 3.99, 'Aprobado', 'Aprobaste el módulo: sigue así'],
  [3.99, 5, 'Destacado', 'Tu desempeño en el módulo fue sobresaliente'],
];
const KINDS = [
  { virtual: 0, nombre: 'presencial' },
  { virtual: 1, nombre: 'virtual' },
];

export function buildCourseMails(cursos: readonly { id: number; codigo: string }[]): Record<string, SqlParam>[] {
  return cursos
    .filter((curso) => /-1$/.test(curso.codigo))
    .flatMap((curso) =>
      KINDS.flatMap((kind) =>
        BANDS.map(([inicial, final, nivel, asunto]) => ({
          curso_id: curso.id,
          virtual: kind.virtual,
          descripcion: `${nivel} ${kind.nombre} ${curso.codigo}`,
          rango_nota_inicial: inicial,
          rango_nota_final: final,
          asunto,
          plantilla_correo:
            `<p>Hola {nombre},</p><p>${asunto} (${curso.codigo}, modalidad ${kind.nombre}).</p>` +
            '<table><tr><th>Nota final</th><td>{nota}</td></tr></table>' +
            '<p>Consulta tu progreso en <a href="https://aula.escuela.test/progreso">tu portal</a>.</p>',
        })),
      ),
    );
}
