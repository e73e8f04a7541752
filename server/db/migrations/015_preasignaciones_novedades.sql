-- Hand-written (no declaration says a pair of UNIQUE keys over a weekly slot): a teacher's weekly
-- pre-assignments to rooms and a teacher's novedades (absences, late arrivals) at a date and hour.
-- The database, not only the code, refuses two pre-assignments of one room or one teacher at the
-- same (dia, hora), and two novedades of one teacher at the same date and hour.
CREATE TABLE preasignaciones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 1 = Monday … 6 = Saturday; hora is a slot of the weekly template (resources/calendar.ts).
  dia smallint NOT NULL CHECK (dia BETWEEN 1 AND 6),
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  salon_id integer NOT NULL REFERENCES salones (id) ON DELETE CASCADE,
  docente_id integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  -- Class-type ids the slot is for; modo 'and' = one combined class of them all, 'or' = any one.
  tipos text[] NOT NULL DEFAULT '{}',
  modo text NOT NULL DEFAULT 'or' CHECK (modo IN ('and', 'or')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT preasignaciones_salon_slot_key UNIQUE (salon_id, dia, hora),
  CONSTRAINT preasignaciones_docente_slot_key UNIQUE (docente_id, dia, hora)
);
--> statement-breakpoint
CREATE TRIGGER preasignaciones_updated_at BEFORE UPDATE ON preasignaciones
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TABLE novedades_docente (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  docente_id integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  fecha date NOT NULL,
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- The reason's code (doc 2 §9) and the text sent as motivo: 'reason / description'.
  motivo_codigo smallint NOT NULL,
  observaciones text NOT NULL,
  created_by integer REFERENCES usuarios (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT novedades_docente_slot_key UNIQUE (docente_id, fecha, hora)
);
--> statement-breakpoint
CREATE INDEX novedades_docente_fecha_idx ON novedades_docente (fecha, hora);
