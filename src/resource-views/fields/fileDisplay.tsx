// 'file' on the detail page: the stored file's name, opening it.
import { FileFieldValue } from '../FileFieldValue';
import type { DisplayProps } from './types';

export function Display({ field }: DisplayProps) {
  return <FileFieldValue field={field} />;
}
