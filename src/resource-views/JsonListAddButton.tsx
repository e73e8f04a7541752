// The iterator's 'Agregar' button, gone once the list holds `maxItems` items.
import { AddItemButton, useSimpleFormIterator } from 'react-admin';

export function JsonListAddButton({ maxItems }: { maxItems?: number }) {
  const { total } = useSimpleFormIterator();
  if (maxItems !== undefined && total >= maxItems) return null;
  return <AddItemButton />;
}
