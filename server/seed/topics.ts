// Demo topics: forty per course, eight units of five — three lessons, autonomous work and, in
// units 4 and 8, the mid and final exams (else a review lesson). Weights add up to 100 % per
// course (lessons 1.5 %, autonomous work 2.5 %, exams 17.5 %); exams are taken at the own sede.
import type { SqlParam } from '../db/database';

const UNITS = [
  'Greetings and introductions', 'Daily routines', 'Food and drinks', 'Shopping and money',
  'Travel and directions', 'Work and study', 'Health and the body', 'Free time and plans',
];
const LESSONS = ['Vocabulario', 'Gramática', 'Conversación'];

export interface TopicCourse {
  id: number;
  codigo: string;
  /** The course's regular class type (its lessons' tipo_clase); none for courses off the ladder. */
  tipoClase?: string;
  /** Its band's mid and final exam ids, when the band has exams. */
  examenes?: { parcial: number; final: number };
}

/** Every row has every column (one INSERT per batch lists the first row's). */
const BLANK: Record<string, SqlParam> = {
  tipo_clase: null, tipo_salon: null, class_topic: null, pages: null, block: null, examen_id: null, programable: true, requiere_sede_original: 0,
};

export function buildTopics(cursos: readonly TopicCourse[]): Record<string, SqlParam>[] {
  return cursos.flatMap((curso) => {
    const rows: Record<string, SqlParam>[] = [];
    const add = (row: Record<string, SqlParam>) => {
      const orden = rows.length + 1;
      rows.push({ ...BLANK, curso_id: curso.id, orden, codigo: `${curso.codigo}-T${String(orden).padStart(2, '0')}`, rango_nota: 5, ...row });
    };
    UNITS.forEach((unit, index) => {
      const unidad = index + 1;
      const lesson = (nombre: string) => ({
        nombre: `${unit}: ${nombre}`, unidad, tipo: 'clase', tipo_clase: curso.tipoClase ?? null, tipo_salon: 'regular',
        class_topic: unit, pages: `${unidad * 10}-${unidad * 10 + 9}`, block: `Bloque ${Math.ceil(unidad / 2)}`, peso_nota: 1.5,
        requiere_sede_original: 0,
      });
      for (const nombre of LESSONS) add(lesson(nombre));
      add({ nombre: `${unit}: trabajo autónomo`, unidad, tipo: 'autonomo', programable: false, peso_nota: 2.5, requiere_sede_original: 0 });
      const exam = unidad === 4 ? curso.examenes?.parcial : unidad === 8 ? curso.examenes?.final : undefined;
      if (exam === undefined) add(lesson('Repaso'));
      else add({ nombre: unidad === 4 ? 'Examen parcial' : 'Examen final', unidad, tipo: 'examen', examen_id: exam, tipo_salon: 'regular', peso_nota: 17.5, requiere_sede_original: 1 });
    });
    // Without exams the course's weight is spread over its review lessons instead.
    if (!curso.examenes) for (const row of rows) if (row.nombre === `${UNITS[3]}: Repaso` || row.nombre === `${UNITS[7]}: Repaso`) row.peso_nota = 17.5;
    return rows;
  });
}
