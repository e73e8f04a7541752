-- Hand-written (the scheduler's tables are not generic resources): a student's bookings and
-- tutoring sessions newest first, as the sections of their detail read them
-- (estudiante/ver_agendamientos, estudiante/ver_tutorias), without reading the whole table.
CREATE INDEX agendamientos_estudiante_fecha_idx ON agendamientos (estudiante_id, fecha DESC, hora DESC, id DESC);
CREATE INDEX tutorias_estudiante_fecha_idx ON tutorias (estudiante_id, fecha DESC, hora DESC, id DESC);
