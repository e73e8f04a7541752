// Students live in the shared usuarios table: soft-deleted people are hidden and the student's
// level (nivel_id) always follows the current course's level.
import type { ResourceHooks } from './types';

export const estudiantesHooks: ResourceHooks = {
  readCondition: 'deleted_at IS NULL',
  async beforeWrite(tx, rows, mode) {
    const courseIds = [
      ...new Set(rows.map((r) => r.curso_actual_id).filter((id): id is number => typeof id === 'number')),
    ];
    const levels = new Map<number, number>();
    if (courseIds.length > 0) {
      const found = await tx.query<{ id: number; nivel_id: number }>('SELECT id, nivel_id FROM cursos WHERE id = ANY($1::int[])', [
        courseIds,
      ]);
      for (const course of found) levels.set(course.id, course.nivel_id);
    }
    for (const row of rows) {
      // An edit that does not touch the course leaves the level alone.
      if (mode === 'edit' && !('curso_actual_id' in row)) continue;
      const courseId = row.curso_actual_id;
      row.nivel_id = typeof courseId === 'number' ? (levels.get(courseId) ?? null) : null;
    }
  },
};
