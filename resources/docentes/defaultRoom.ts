// How a teacher's default room reads (labels the staff know, kept verbatim): its name,
// 'NO TIENE SALÓN ASIGNADO' when none, 'NO SE ENCUENTRA EL SALÓN' when the id names no room the
// user can see.
export const NO_ROOM = 'NO TIENE SALÓN ASIGNADO';
export const ROOM_NOT_FOUND = 'NO SE ENCUENTRA EL SALÓN';

export function defaultRoomLabel(id: number | null, salones: readonly { id: string | number; name: string }[]): string {
  if (id === null) return NO_ROOM;
  return salones.find((s) => Number(s.id) === id)?.name ?? ROOM_NOT_FOUND;
}
