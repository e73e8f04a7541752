// Reading the progress page again after a write or 'Actualizar': every query of the page that
// names the student (the record, and the levelling state, the grades and the levels its panels read
// under their own keys) is invalidated, so the active ones are read again at once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PROGRESS_PATHS } from '../../../core/school/students/progress';

/** The page's own read: estudiante/progreso of the student. */
export const progressQueryKey = (studentId: number) => ['estudiante', PROGRESS_PATHS.progreso, studentId] as const;

export function useProgressRefresh(studentId: number): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey.some((part) => part === studentId || part === String(studentId)),
    });
  }, [queryClient, studentId]);
}
