// 'jsonList' on the detail page: a small table, one row per item.
import { JsonListValue } from '../JsonListValue';
import type { DisplayProps } from './types';

export function Display({ field, source, emptyText }: DisplayProps) {
  return <JsonListValue field={field} source={source} emptyText={emptyText} />;
}
