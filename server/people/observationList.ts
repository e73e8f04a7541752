// Bookings and tutoring sessions keep their observations as a list of {texto, usuario, fecha}
// (docs/domain/student-record.md 'The student's record'; migration 035): one SQL expression appends an entry written by a
// staff member, named as they are at that moment, so the list reads the same after that person's
// name changes.

/** `column || [{texto, usuario, fecha}]`; `text` and `userId` are SQL parameters ($n). */
export function appendObservationSql(column: string, text: string, userId: string): string {
  return `${column} || jsonb_build_array(jsonb_build_object(
    'texto', ${text}::text,
    'usuario', (SELECT concat_ws(' ', primer_nombre, primer_apellido) FROM usuarios WHERE id = ${userId}::integer),
    'fecha', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))`;
}
