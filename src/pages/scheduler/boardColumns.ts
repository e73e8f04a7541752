// The board on a phone (issue 43 point 8; docs/interface.md 'Phone and tablet'): one column at a
// time — 'Pendientes' or one class, named as the board and its move menu name them (room · teacher,
// seats) — chosen in a switcher. Pure: which columns there are and which one is shown.
import type { SlotView } from '../../../core/school/scheduler/slotView';
import { classDroppable, liveCount, PENDING } from './board';

export interface BoardColumn {
  /** The column's droppable id: PENDING or `clase-<id>`. */
  id: string;
  label: string;
}

/** The slot's columns in the board's order: the pending list, then each class. */
export function boardColumns(slot: SlotView): BoardColumn[] {
  return [
    { id: PENDING, label: `Pendientes (${slot.pendientes.length})` },
    ...slot.clases.map((clase) => ({
      id: classDroppable(clase.id),
      label: `${clase.salon_nombre || 'Sin salón'} · ${clase.profesor} (${liveCount(clase)}/${clase.capacidad})`,
    })),
  ];
}

/** The column shown: the one chosen while the slot still has it, else the pending list. */
export function shownColumn(columns: readonly BoardColumn[], chosen: string | null): string {
  return chosen !== null && columns.some((column) => column.id === chosen) ? chosen : PENDING;
}
