-- Hand-written (progress is read and written through the named calls of the student area, not as a
-- resource of its own): one progress row per student × topic of a course they are enrolled in, the
-- level's end and levelling grade on the enrolment, and the pass mark (doc 1 §3 'Progress row',
-- §4, §5; docs/domain/progress.md 'Progress and grades'). The states are resources/estudiantes/progressRules.ts's.

CREATE TABLE progreso (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  estudiante_id integer NOT NULL REFERENCES usuarios (id),
  curso_id integer NOT NULL REFERENCES cursos (id),
  tema_id integer NOT NULL REFERENCES temas (id),
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN (
    'pendiente', 'asignado', 'solicitado', 'asistido', 'ausencia', 'cancelado', 'en_curso', 'en_espera', 'bloqueado', 'autorizado', 'superado')),
  -- Copied from the topic when the row is created: later edits of the topic do not regrade a record.
  tipo text NOT NULL,
  rango_nota numeric(5, 2) CHECK (rango_nota IS NULL OR rango_nota > 0),
  peso_nota numeric(5, 2) CHECK (peso_nota IS NULL OR peso_nota >= 0),
  nota numeric(5, 2) CHECK (nota IS NULL OR nota >= 0),
  asistencia boolean,
  asistencia_fecha timestamptz,
  asistencia_usuario_id integer REFERENCES usuarios (id),
  -- The booking whose signature last fed the row (its class is the row's class).
  agendamiento_id integer REFERENCES agendamientos (id) ON DELETE SET NULL,
  autorizado_fecha timestamptz,
  autorizado_usuario_id integer REFERENCES usuarios (id),
  -- An exam's answers and the teacher's comments: {respuestas: {criterio: valor}, docente_comentarios}.
  notas jsonb CHECK (notas IS NULL OR jsonb_typeof(notas) = 'object'),
  -- The row's history {texto, usuario, fecha}: every action with its reason, grades kept across a reset.
  observaciones jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(observaciones) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT progreso_nota_rango_check CHECK (nota IS NULL OR rango_nota IS NULL OR nota <= rango_nota),
  CONSTRAINT progreso_estudiante_tema_key UNIQUE (estudiante_id, tema_id)
);
CREATE INDEX progreso_estudiante_curso_idx ON progreso (estudiante_id, curso_id);

-- The enrolment carries the level's end (set when its level change is finalised), the levelling
-- grade and the topic staff defined as the student's next one.
ALTER TABLE inscripciones
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN avance_nivel date,
  ADD COLUMN nota_nivelacion numeric(3, 2) CHECK (nota_nivelacion IS NULL OR nota_nivelacion BETWEEN 0 AND 5),
  ADD COLUMN tema_definido_id integer REFERENCES temas (id),
  -- The last reiniciar_nivel: bookings signed before it no longer feed the level's rows.
  ADD COLUMN reiniciado_at timestamptz;
-- A topic added to a course reaches its enrolled students.
CREATE INDEX inscripciones_curso_idx ON inscripciones (curso_id);

-- The pass mark: levelling is open while the final grade is under it.
INSERT INTO config (clave, valor) VALUES ('nota_aprobacion', '3.0') ON CONFLICT (clave) DO NOTHING;

-- A finished level change ends the level it left, whichever path finishes it.
CREATE FUNCTION cambios_nivel_avance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.finalizado AND (TG_OP = 'INSERT' OR NOT OLD.finalizado) THEN
    UPDATE inscripciones SET avance_nivel = COALESCE(NEW.fecha_avance_nivel, current_date), version = version + 1
     WHERE estudiante_id = NEW.estudiante_id AND curso_id = NEW.curso_anterior_id AND avance_nivel IS NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER cambios_nivel_avance AFTER INSERT OR UPDATE OF finalizado ON cambios_nivel
  FOR EACH ROW EXECUTE FUNCTION cambios_nivel_avance();

-- Existing data: every current course is an enrolment, every enrolment has its rows, every signed
-- booking of a topic has fed its row, and every finished level change has ended its level.
INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id)
SELECT u.id, u.curso_actual_id, COALESCE(u.created_at::date, current_date), u.sede_id FROM usuarios u
WHERE u.es AND u.curso_actual_id IS NOT NULL
ON CONFLICT (estudiante_id, curso_id) DO NOTHING;

INSERT INTO progreso (estudiante_id, curso_id, tema_id, tipo, rango_nota, peso_nota)
SELECT i.estudiante_id, i.curso_id, t.id, t.tipo, t.rango_nota, t.peso_nota
FROM inscripciones i JOIN temas t ON t.curso_id = i.curso_id
ON CONFLICT (estudiante_id, tema_id) DO NOTHING;

UPDATE progreso p SET estado = a.estado, asistencia = a.estado = 'asistido', asistencia_fecha = a.asistencia_fecha,
       asistencia_usuario_id = a.asistencia_usuario_id, agendamiento_id = a.id
FROM (SELECT DISTINCT ON (estudiante_id, tema_id) id, estudiante_id, tema_id, estado, asistencia_fecha, asistencia_usuario_id
      FROM agendamientos WHERE estado IN ('asistido', 'ausencia') AND tema_id IS NOT NULL
      ORDER BY estudiante_id, tema_id, (estado = 'asistido') DESC, fecha DESC, hora DESC, id DESC) a
WHERE p.estudiante_id = a.estudiante_id AND p.tema_id = a.tema_id;

UPDATE inscripciones i SET avance_nivel = COALESCE(c.fecha_avance_nivel, c.created_at::date)
FROM cambios_nivel c
WHERE c.finalizado AND c.estudiante_id = i.estudiante_id AND c.curso_anterior_id = i.curso_id AND i.avance_nivel IS NULL;
