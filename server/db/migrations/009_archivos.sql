-- Uploaded files (field type 'file', docs/api.md 'Files'): kept in the database so a backup of it is a
-- backup of everything. A file field's column holds the id of its row here (a foreign key the
-- declarations generate); the engine (server/crud/files.ts) inserts a row per upload and deletes
-- the row a record stops referencing, in the same transaction as the record's write.
CREATE TABLE archivos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The name the file had on the uploader's machine (shown, and offered again on download).
  nombre text NOT NULL,
  -- Media type as stored (always application/pdf today: the bytes were checked, not the claim).
  tipo text NOT NULL,
  tamano integer NOT NULL CHECK (tamano > 0),
  -- Hex SHA-256 of datos: integrity checks and spotting duplicates without reading the bytes.
  sha256 text NOT NULL,
  datos bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES usuarios (id) ON DELETE SET NULL
);
