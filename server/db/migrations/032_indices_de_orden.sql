-- Every order a list offers is read from an index (server/crud/listIndexes.ts refuses to start
-- otherwise): a page of 100,000 students never sorts the table. Each index is (order expression
-- NULLS LAST, column, id), which serves both directions (descending is the exact reverse), and
-- carries the columns every person list's conditions read (kind flags, soft delete, sede), so the
-- page's ids come from the index alone and only its 25 rows are read (the engine's deferred page).
DROP INDEX usuarios_orden_apellido_idx;
CREATE INDEX usuarios_orden_apellido_idx ON usuarios (f_fold(primer_apellido) NULLS LAST, primer_apellido, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id);
CREATE INDEX usuarios_orden_nombre_idx ON usuarios (f_fold(primer_nombre) NULLS LAST, primer_nombre, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id);
CREATE INDEX usuarios_orden_documento_idx ON usuarios (f_fold(numero_documento) NULLS LAST, numero_documento, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id);
CREATE INDEX usuarios_orden_email_idx ON usuarios (f_fold(email) NULLS LAST, email, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id);
CREATE INDEX usuarios_orden_sede_idx ON usuarios (sede_id NULLS LAST, id)
  INCLUDE (es, pr, fu, ad, deleted_at);
CREATE INDEX usuarios_orden_activo_idx ON usuarios (activo NULLS LAST, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id);
-- The outbox, newest first.
CREATE INDEX correos_orden_creado_idx ON correos (created_at NULLS LAST, id);
