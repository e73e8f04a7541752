// 'jsonList': a list of small records whose keys are the `item` fields (scalar types), edited row by
// row, stored as jsonb; never exported (a structured value).
import { checkJsonList, type ListItem } from '../fieldLists';
import { itemCountText } from '../listText';
import type { FieldTypeRules } from './fieldType';

declare module '../types' {
  interface FieldTypes {
    jsonList: ListItem[];
  }
}

export const jsonList: FieldTypeRules = {
  sqlType: () => 'jsonb',
  list: true,
  structured: true,
  check: (field, raw, { checkField }) => checkJsonList(field, raw, checkField) as ReturnType<FieldTypeRules['check']>,
  jsonSchema: (field, { objectOf }) => ({
    type: 'array',
    items: objectOf(field.item ?? []),
    ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
  }),
  async example(field, { example }) {
    const item: Record<string, unknown> = {};
    for (const itemField of field.item ?? []) item[itemField.source] = await example(itemField);
    return [item];
  },
  text: (_field, value) => (Array.isArray(value) ? itemCountText(value.length) : String(value)),
};
