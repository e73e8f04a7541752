// 'richText' on the detail page: the sanitised HTML.
import { RichTextValue } from '../RichTextValue';
import type { DisplayProps } from './types';

export function Display({ source, emptyText }: DisplayProps) {
  return <RichTextValue source={source} emptyText={emptyText} />;
}
