// 'jsonList': a list of small records whose keys are the `jsonList.item` fields (scalar types), edited row by
// row, stored as jsonb; never exported (a structured value).
import { checkJsonList, type ListItem } from '../fieldLists';
import { itemCountText } from '../listText';
import type { FieldDeclaration } from '../declaration/field';
import type { FieldTypeRules } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    jsonList: ListItem[];
  }
  interface FieldTypeOptions<S extends string = string> {
    jsonList?: {
      /** The fields of each item (scalar types only). */
      item: FieldDeclaration[];
      /** The most items allowed. */
      maxItems?: number;
    };
  }
}

const itemFields = (field: FieldDeclaration): readonly FieldDeclaration[] => field.jsonList?.item ?? [];

export const jsonList: FieldTypeRules = {
  sqlType: () => 'jsonb',
  list: true,
  structured: true,
  sqlParam: (value) => JSON.stringify(value ?? []),
  parts: itemFields,
  check: (field, raw, { checkField }) => checkJsonList(field, raw, checkField) as ReturnType<FieldTypeRules['check']>,
  jsonSchema: (field, { objectOf }) => ({
    type: 'array',
    items: objectOf(itemFields(field)),
    ...(field.jsonList?.maxItems !== undefined ? { maxItems: field.jsonList.maxItems } : {}),
  }),
  async example(field, { example }) {
    const item: Record<string, unknown> = {};
    for (const itemField of itemFields(field)) item[itemField.source] = await example(itemField);
    return [item];
  },
  text: (_field, value) => (Array.isArray(value) ? itemCountText(value.length) : String(value)),
};
