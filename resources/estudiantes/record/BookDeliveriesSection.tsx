// 'Entrega de libros' of a student's detail (table entrega_libros): which book, for which
// course, when, where and by whom.
import { formatDate } from '../../../core/engine/dates';
import { type BookDeliveryRow, HISTORY_PATHS } from '../../../core/school/students/records';
import { type RecordColumn, RecordSection } from './RecordSection';

const COLUMNS: readonly RecordColumn<BookDeliveryRow>[] = [
  { label: 'Libro', value: (row) => row.libro },
  { label: 'Curso', value: (row) => `${row.curso.codigo} · ${row.curso.nombre}` },
  { label: 'Fecha de entrega', value: (row) => formatDate(row.fecha_entrega) },
  { label: 'Sede', value: (row) => row.sede },
  { label: 'Entregado por', value: (row) => row.entregado_por ?? '' },
];

export function BookDeliveriesSection() {
  return <RecordSection title="Entrega de libros" path={HISTORY_PATHS.entregaLibros} columns={COLUMNS} rowKey={(row) => row.id} />;
}
