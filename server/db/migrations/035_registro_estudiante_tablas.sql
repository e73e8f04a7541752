-- Hand-written (the student's record is read and written through named calls of the student area,
-- not through generic resources of its own): level changes, enrolments, book deliveries and staff
-- observations of a student, the attendance of a booking, the observation lists of bookings and
-- tutoring sessions (doc 1 §3 Student, Booking, Level change, Observation; issue 'The student's record').

-- A level change: requested by staff (solicitante), closed by an administrator (finalizado), from
-- the current course to the next; the report fields are the SIET report's (issue 'Reports').
CREATE TABLE cambios_nivel (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  solicitante_id integer NOT NULL REFERENCES usuarios (id),
  administrador_id integer REFERENCES usuarios (id),
  curso_anterior_id integer NOT NULL REFERENCES cursos (id),
  curso_nuevo_id integer REFERENCES cursos (id),
  nivel_siguiente_id integer REFERENCES niveles (id),
  fecha_finalizar_curso date,
  fecha_avance_nivel date,
  fecha_entrega_libro date,
  finalizado boolean NOT NULL DEFAULT false,
  sede_id integer NOT NULL REFERENCES sedes (id),
  resultado text CHECK (resultado IS NULL OR resultado IN ('aprobado', 'reprobado')),
  nota_ife numeric(4, 2) CHECK (nota_ife IS NULL OR nota_ife BETWEEN 0 AND 5),
  nota numeric(4, 2) CHECK (nota IS NULL OR nota BETWEEN 0 AND 5),
  folio text CHECK (folio IS NULL OR length(folio) <= 40),
  comienza_nivel_en text CHECK (comienza_nivel_en IS NULL OR length(comienza_nivel_en) <= 80),
  fecha_inicio_nivel date,
  fecha_fin_nivel date,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A finished change names the course it moved the student to.
  CONSTRAINT cambios_nivel_finalizado_check CHECK (NOT finalizado OR curso_nuevo_id IS NOT NULL)
);
CREATE INDEX cambios_nivel_estudiante_idx ON cambios_nivel (estudiante_id, created_at DESC, id DESC);
CREATE INDEX cambios_nivel_avance_idx ON cambios_nivel (fecha_avance_nivel) WHERE finalizado;

-- A course the student was enrolled in or activated on ('Activaciones de curso'); once per course.
CREATE TABLE inscripciones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  curso_id integer NOT NULL REFERENCES cursos (id),
  fecha_matricula date NOT NULL DEFAULT current_date,
  sede_id integer REFERENCES sedes (id),
  created_by integer REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT inscripciones_estudiante_curso_key UNIQUE (estudiante_id, curso_id)
);

-- A book handed to the student for a course.
CREATE TABLE entrega_libros (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  curso_id integer NOT NULL REFERENCES cursos (id),
  libro text NOT NULL CHECK (length(libro) BETWEEN 1 AND 120),
  fecha_entrega date NOT NULL,
  sede_id integer NOT NULL REFERENCES sedes (id),
  entregado_por integer REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entrega_libros_estudiante_idx ON entrega_libros (estudiante_id, fecha_entrega DESC, id DESC);

-- Staff notes on a student (estudiante_observaciones/lista|crear).
CREATE TABLE estudiante_observaciones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  observacion text NOT NULL CHECK (length(btrim(observacion)) BETWEEN 1 AND 2000),
  usuario_id integer NOT NULL REFERENCES usuarios (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estudiante_observaciones_estudiante_idx ON estudiante_observaciones (estudiante_id, created_at DESC, id DESC);

-- Students enrolled before this migration enrolled where they are now.
UPDATE usuarios SET sede_original_id = sede_id, version = version + 1 WHERE es AND sede_original_id IS NULL AND sede_id IS NOT NULL;

-- A booking's attendance (marked when signed: asistido/ausencia) and the student's conformity.
ALTER TABLE agendamientos
  ADD COLUMN asistencia boolean,
  ADD COLUMN asistencia_fecha timestamptz,
  ADD COLUMN asistencia_usuario_id integer REFERENCES usuarios (id),
  ADD COLUMN conformidad_fecha timestamptz;
-- Observations become a list of {texto, usuario, fecha} (doc 1 §3 Booking); a former text is its first entry.
ALTER TABLE agendamientos ALTER COLUMN observaciones TYPE jsonb USING
  CASE WHEN observaciones IS NULL OR btrim(observaciones) = '' THEN '[]'::jsonb
       ELSE jsonb_build_array(jsonb_build_object('texto', observaciones, 'usuario', NULL, 'fecha', created_at)) END;
ALTER TABLE agendamientos ALTER COLUMN observaciones SET DEFAULT '[]'::jsonb;
ALTER TABLE agendamientos ALTER COLUMN observaciones SET NOT NULL;
ALTER TABLE agendamientos ADD CONSTRAINT agendamientos_observaciones_check CHECK (jsonb_typeof(observaciones) = 'array');

-- A tutoring session's observations (tutorias/ver_observaciones): the same list.
ALTER TABLE tutorias ADD COLUMN observaciones jsonb NOT NULL DEFAULT '[]'::jsonb
  CONSTRAINT tutorias_observaciones_check CHECK (jsonb_typeof(observaciones) = 'array');
