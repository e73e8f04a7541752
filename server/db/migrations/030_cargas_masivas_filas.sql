-- crear_masivo on the embedded database writes a batch in short transactions (server/crud/bulkWrite.ts).
-- No row of a batch may be seen before the batch is complete, nor after a crash cut it short (README,
-- 'Reliability'): each written row is journaled here, in its slice's transaction, and the engine's
-- reads leave out every row whose batch still has its cargas_masivas entry (server/crud/bulkJournal.ts).
-- Publishing a batch is then one DELETE of that entry, however many rows it wrote; the rows here of
-- finished batches are swept afterwards. The primary key answers "is this row still in a batch?".
CREATE TABLE cargas_masivas_filas (
  tabla text NOT NULL,
  fila_id integer NOT NULL,
  carga integer NOT NULL,
  PRIMARY KEY (tabla, fila_id)
);
CREATE INDEX cargas_masivas_filas_carga_idx ON cargas_masivas_filas (carga);

-- A batch an older version left journaled keeps its rows: the start-up recovery deletes them.
INSERT INTO cargas_masivas_filas (tabla, fila_id, carga)
  SELECT tabla, unnest(ids), id FROM cargas_masivas
  ON CONFLICT DO NOTHING;
ALTER TABLE cargas_masivas DROP COLUMN ids;
