// One declared field of the current record, as text (Sí/No, option names, DD/MM/YYYY) or its type's
// own display (a link, a file, rich text, a JSON list's table: fields/<type>.tsx).
import { useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { fieldDisplay } from './fields/displays';
import { TextDisplay } from './fields/shared/TextDisplay';
import { type BooleanLabels, displayValue } from './format';
import { optionsLookup, useFieldOptions } from './useFieldOptions';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export interface FieldValueProps {
  field: FieldDeclaration;
  /** Read by react-admin's Labeled for the label (resources.<name>.fields.<source>). */
  source: string;
  emptyText?: string;
  booleanLabels?: BooleanLabels;
}

export function FieldValue({ field, emptyText = '', booleanLabels }: FieldValueProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const options = useFieldOptions(field);
  const value: unknown = record?.[field.source];
  // A lookup's code is no word ('soltero', 'subsidiado'): until its names arrive, a placeholder
  // rather than the raw id (issue 43 point 10).
  const waiting = options === undefined && optionsLookup(field) !== undefined && value !== null && value !== undefined && value !== '';
  const text = waiting ? '…' : displayValue(field, value, { options, booleanLabels });
  const Display = fieldDisplay(field.type);
  if (Display) return <Display field={field} source={field.source} text={text} emptyText={emptyText} />;
  return <TextDisplay text={text} emptyText={emptyText} />;
}
