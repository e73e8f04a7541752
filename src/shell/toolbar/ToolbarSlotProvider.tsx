// The bar's slot of a toolbar (ToolbarSlot.ts): its buttons keep their words on a phone.
import { type ReactNode, useMemo } from 'react';
import { ToolbarSlotContext } from './ToolbarSlot';

export function BarSlot({ phone, children }: { phone: boolean; children: ReactNode }) {
  const slot = useMemo(() => ({ place: 'bar' as const, phone }), [phone]);
  return <ToolbarSlotContext.Provider value={slot}>{children}</ToolbarSlotContext.Provider>;
}
