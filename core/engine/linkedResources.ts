// The resources the custom pages link to (a student's, a teacher's, a room's detail): their route
// identity lives here, below both, and their declarations take it, so a page builds the link with
// core/engine/paths.ts without importing the resource's folder (docs/architecture.md, 'Layout').
export const STUDENTS = { name: 'estudiantes', prefix: 'estudiante' } as const;
export const TEACHERS = { name: 'docentes', prefix: 'docente' } as const;
export const ROOMS = { name: 'salones', prefix: 'salon' } as const;
