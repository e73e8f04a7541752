// Demo achievements: five milestones per English course, at the share of the course where a
// student usually reaches them.
import type { SqlParam } from '../db/database';

const MILESTONES: [number, string][] = [
  [10, 'Se presenta y saluda con confianza'],
  [30, 'Describe su rutina diaria'],
  [55, 'Mantiene una conversación corta sobre temas conocidos'],
  [80, 'Escribe un texto breve con los conectores del nivel'],
  [100, 'Completa el módulo y su evaluación final'],
];

export function buildAchievements(cursos: readonly { id: number; codigo: string }[]): Record<string, SqlParam>[] {
  return cursos
    .filter((curso) => curso.codigo.startsWith('EN-'))
    .flatMap((curso) => MILESTONES.map(([porcentaje, titulo]) => ({ curso_id: curso.id, titulo, porcentaje })));
}
