-- Hand-written (the scheduler's tables are not generic resources): classes, bookings, each class's
-- history and tutoring sessions (doc 2 §3 Class, Booking, Tutoring; issue 'The class scheduler').
-- The database itself refuses what two staff acting at the same moment could otherwise both get
-- past the code: a room or a teacher twice in one slot, a student with two open bookings in one
-- slot, a class over its room's capacity, a tutoring room, teacher or student twice in a quarter.

CREATE TABLE clases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  fecha date NOT NULL,
  -- A slot of the weekday's template (resources/calendar.ts); the server only offers those.
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  sede_id integer NOT NULL REFERENCES sedes (id),
  salon_id integer NOT NULL REFERENCES salones (id),
  profesor_id integer NOT NULL REFERENCES usuarios (id),
  -- Class-type ids, one to four, a combination resources/classTypeCombinations.ts allows.
  tipos text[] NOT NULL CHECK (cardinality(tipos) BETWEEN 1 AND 4),
  -- 'regular' when one of its types is a regular_* type, else 'otro' (doc 2 §5: curso_id -1).
  tipo_clase text NOT NULL CHECK (tipo_clase IN ('regular', 'otro')),
  curso_id integer REFERENCES cursos (id),
  created_by integer REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT clases_salon_fecha_hora_key UNIQUE (salon_id, fecha, hora),
  CONSTRAINT clases_profesor_fecha_hora_key UNIQUE (profesor_id, fecha, hora)
);
CREATE INDEX clases_sede_fecha_hora_idx ON clases (sede_id, fecha, hora);

CREATE TABLE agendamientos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  fecha date NOT NULL,
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  sede_id integer NOT NULL REFERENCES sedes (id),
  -- NULL: pending (the slot's list of unassigned bookings).
  clase_id integer REFERENCES clases (id) ON DELETE SET NULL,
  tipo_clase text NOT NULL REFERENCES tipos_clase (id),
  tipo_solicitud text NOT NULL DEFAULT 'normal' CHECK (tipo_solicitud IN ('normal', 'tutoria', 'refuerzo', 'lab', 'club')),
  tema_id integer REFERENCES temas (id),
  estado text NOT NULL DEFAULT 'solicitado'
    CHECK (estado IN ('solicitado', 'notificado', 'asignado', 'ausencia', 'cancelado', 'asistente', 'asistido', 'bloqueado')),
  observaciones text,
  -- Who asked for it: the student (their portal) or the staff (indicator 'agendamientos de estudiantes').
  origen text NOT NULL DEFAULT 'funcionario' CHECK (origen IN ('estudiante', 'funcionario')),
  created_by integer REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- At most one open booking of a student per date and hour.
CREATE UNIQUE INDEX agendamientos_estudiante_abierto_key ON agendamientos (estudiante_id, fecha, hora)
  WHERE estado IN ('solicitado', 'notificado', 'asignado');
CREATE INDEX agendamientos_sede_fecha_hora_idx ON agendamientos (sede_id, fecha, hora);
CREATE INDEX agendamientos_clase_idx ON agendamientos (clase_id) WHERE clase_id IS NOT NULL;
CREATE INDEX agendamientos_creado_idx ON agendamientos (created_at);

-- A class never holds more live bookings than its room's capacity: checked with the class row
-- locked, so two bookings into its last seat at the same moment cannot both pass.
CREATE FUNCTION agendamientos_cupo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cupo integer;
  ocupados integer;
BEGIN
  IF NEW.clase_id IS NULL OR NEW.estado IN ('cancelado', 'bloqueado') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.clase_id IS NOT DISTINCT FROM NEW.clase_id AND OLD.estado NOT IN ('cancelado', 'bloqueado') THEN
    RETURN NEW;
  END IF;
  SELECT s.capacidad INTO cupo FROM clases c JOIN salones s ON s.id = c.salon_id WHERE c.id = NEW.clase_id FOR UPDATE OF c;
  SELECT count(*) INTO ocupados FROM agendamientos
    WHERE clase_id = NEW.clase_id AND id <> NEW.id AND estado NOT IN ('cancelado', 'bloqueado');
  IF ocupados >= cupo THEN
    RAISE EXCEPTION 'La clase no tiene cupo (capacidad %)', cupo USING ERRCODE = 'check_violation', CONSTRAINT = 'agendamientos_cupo_check';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER agendamientos_cupo BEFORE INSERT OR UPDATE OF clase_id, estado ON agendamientos
  FOR EACH ROW EXECUTE FUNCTION agendamientos_cupo();

-- A class's history (doc 2 §3 Class history event): kept after the class is deleted.
CREATE TABLE clase_eventos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  clase_id integer NOT NULL,
  evento text NOT NULL,
  motivo text,
  usuario_id integer REFERENCES usuarios (id),
  docente_id integer,
  salon_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clase_eventos_clase_idx ON clase_eventos (clase_id, created_at);

-- Tutoring sessions: 15-minute slots (resources/calendar.ts tutoringSlots) in tutoring rooms.
CREATE TABLE tutorias (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  fecha date NOT NULL,
  hora text NOT NULL CHECK (hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  sede_id integer NOT NULL REFERENCES sedes (id),
  salon_id integer NOT NULL REFERENCES salones (id),
  profesor_id integer NOT NULL REFERENCES usuarios (id),
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  tema_id integer REFERENCES temas (id),
  estado text NOT NULL DEFAULT 'programada' CHECK (estado IN ('programada', 'asistida', 'ausencia', 'cancelada')),
  motivo_cancelacion text,
  created_by integer REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tutorias_salon_key ON tutorias (salon_id, fecha, hora) WHERE estado <> 'cancelada';
CREATE UNIQUE INDEX tutorias_profesor_key ON tutorias (profesor_id, fecha, hora) WHERE estado <> 'cancelada';
CREATE UNIQUE INDEX tutorias_estudiante_key ON tutorias (estudiante_id, fecha, hora) WHERE estado <> 'cancelada';
CREATE INDEX tutorias_sede_fecha_idx ON tutorias (sede_id, fecha);
