-- Audit trail: one row per write (CRUD, bulk, named action, sign-in), written in the same
-- transaction as the write itself, so a rolled-back write leaves no event and a committed one
-- always has its event.
CREATE TABLE eventos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the event is about: a resource name ('estudiantes', 'salones') or an area ('usuario', 'sesion').
  universo text NOT NULL,
  -- The kind of write: 'crear', 'editar', 'eliminar', 'crear_masivo' or the action's name.
  tipo text NOT NULL,
  -- One line a person reads in 'Últimos Eventos'.
  evento text NOT NULL,
  -- Before/after values (never a password or its hash).
  contenido jsonb NOT NULL DEFAULT '{}',
  usuario_id integer REFERENCES usuarios (id) ON DELETE SET NULL,
  registro_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eventos_usuario_idx ON eventos (usuario_id, created_at DESC);
CREATE INDEX eventos_registro_idx ON eventos (universo, registro_id, created_at DESC);
