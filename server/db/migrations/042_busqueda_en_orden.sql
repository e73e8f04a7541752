-- Issue 44: estudiante/buscar by a common surname walks usuarios_orden_apellido_idx in the list's
-- order until 100 live students hold every word. It read one heap row per entry walked (5,000
-- entries and ~4,900 pages for 'López' among 100,000 students). The index now also carries
-- `busqueda` (migration 004) and the search's filters (activo, curso_actual_id), so the walk filters
-- index entries alone and only the 100 rows found are read (server/crud/repository.ts search: the
-- ids first, then the rows, as a list page does since migration 032).
DROP INDEX usuarios_orden_apellido_idx;
CREATE INDEX usuarios_orden_apellido_idx ON usuarios (f_fold(primer_apellido) NULLS LAST, primer_apellido, id)
  INCLUDE (es, pr, fu, ad, deleted_at, sede_id, activo, curso_actual_id, busqueda);
