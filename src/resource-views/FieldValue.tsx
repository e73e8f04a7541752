// One declared field of the current record, as text: SI/NO, option names, DD/MM/YYYY, links.
import { Link, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '../../core/types';
import { FileFieldValue } from './FileFieldValue';
import { type BooleanLabels, displayValue } from './format';
import { JsonListValue } from './JsonListValue';
import { RichTextValue } from './RichTextValue';
import { useFieldOptions } from './useFieldOptions';

export interface FieldValueProps {
  field: FieldDeclaration;
  /** Read by react-admin's Labeled for the label (resources.<name>.fields.<source>). */
  source: string;
  emptyText?: string;
  booleanLabels?: BooleanLabels;
}

export function FieldValue({ field, emptyText = '', booleanLabels }: FieldValueProps) {
  const record = useRecordContext();
  const options = useFieldOptions(field);
  const value: unknown = record?.[field.source];
  if (field.type === 'file') return <FileFieldValue field={field} />;
  if (field.type === 'richText') return <RichTextValue source={field.source} emptyText={emptyText} />;
  if (field.type === 'jsonList') return <JsonListValue field={field} source={field.source} emptyText={emptyText} />;
  const text = displayValue(field, value, { options, booleanLabels });
  if (text !== null && field.type === 'url') {
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer" variant="body2" onClick={(e) => e.stopPropagation()}>
        {text}
      </Link>
    );
  }
  return (
    <Typography component="span" variant="body2" color={text === null ? 'text.secondary' : undefined}>
      {text ?? emptyText}
    </Typography>
  );
}
