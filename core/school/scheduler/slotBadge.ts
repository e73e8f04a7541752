// The availability badge of a scheduler slot (docs/domain/scheduler.md 'The class scheduler'), from the total
// capacity of the slot's rooms and the bookings they hold. The checks run in this order: a slot
// without capacity is the worst case even when nobody is booked, then over capacity, full, room
// left.

export type SlotBadge = 'danger' | 'warning' | 'success' | 'info';

export function slotBadge(capacity: number, occupancy: number): SlotBadge {
  // ≤ 0 and not only === 0: a missing or broken capacity must not read as free spots.
  if (!(capacity > 0)) return 'danger';
  if (occupancy > capacity) return 'warning';
  if (occupancy === capacity) return 'success';
  return 'info';
}

