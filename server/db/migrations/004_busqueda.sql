-- Free-text search (<prefix>/buscar): one folded column per table, computed by the database, with
-- a trigram GIN index, which serves `busqueda LIKE '%word%'` (no b-tree can). Search words never
-- contain a space, so joining the columns with ' ' never lets a word match across two of them.
-- The columns joined must be exactly the declaration's list.search.columns (see
-- server/resources/searchColumns.ts). Writes never name `busqueda`: it is GENERATED.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Not partial: every resource over usuarios (students, teachers, staff) can use it.
ALTER TABLE usuarios ADD COLUMN busqueda text GENERATED ALWAYS AS (
  f_fold(
    coalesce(primer_nombre, '') || ' ' || coalesce(segundo_nombre, '') || ' ' ||
    coalesce(primer_apellido, '') || ' ' || coalesce(segundo_apellido, '') || ' ' ||
    coalesce(numero_documento, '') || ' ' || coalesce(email, '')
  )
) STORED;
CREATE INDEX usuarios_busqueda_idx ON usuarios USING gin (busqueda gin_trgm_ops);

ALTER TABLE salones ADD COLUMN busqueda text GENERATED ALWAYS AS (
  f_fold(coalesce(nombre, '') || ' ' || coalesce(numero, ''))
) STORED;
CREATE INDEX salones_busqueda_idx ON salones USING gin (busqueda gin_trgm_ops);
