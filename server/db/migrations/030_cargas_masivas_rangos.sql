-- crear_masivo on the embedded database writes a batch in short transactions (server/crud/bulkWrite.ts).
-- No row of a batch may be seen before the batch is complete, nor after a crash cut it short (README,
-- 'Reliability'). A batch now takes all its ids at once, one unbroken range of the table's sequence
-- (PGlite runs one statement at a time), and its entry here keeps that range: the engine's reads
-- leave out the range while the entry exists (server/crud/bulkJournal.ts), publishing the batch is
-- deleting its entry, and undoing it is deleting the range.
ALTER TABLE cargas_masivas ADD COLUMN primer_id integer, ADD COLUMN ultimo_id integer;

-- A batch an older version left journaled (ids written slice by slice, perhaps interleaved with
-- others' rows): its own ids are deleted now; one still referenced since is kept as written.
DO $$
DECLARE entry record;
BEGIN
  FOR entry IN SELECT id, tabla, ids FROM cargas_masivas LOOP
    BEGIN
      EXECUTE format('DELETE FROM %I WHERE id = ANY($1)', entry.tabla) USING entry.ids;
    EXCEPTION WHEN OTHERS THEN
      RAISE WARNING 'carga masiva % (%) no deshecha: %', entry.id, entry.tabla, SQLERRM;
    END;
  END LOOP;
  DELETE FROM cargas_masivas;
END $$;

ALTER TABLE cargas_masivas DROP COLUMN ids,
  ALTER COLUMN primer_id SET NOT NULL, ALTER COLUMN ultimo_id SET NOT NULL;
