// A rich text field of the current record, shown as formatted HTML. It is cleaned again here
// (DOMPurify, the shared allow-list) whatever the server stored, before React inserts it.
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { richTextPlain } from '../../core/engine/richText';
import { purifyRichText } from './purifyRichText';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export interface RichTextValueProps {
  /** Also read by react-admin's Labeled for the label. */
  source: string;
  emptyText?: string;
}

export function RichTextValue({ source, emptyText = '' }: RichTextValueProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const value: unknown = record?.[source];
  const html = useMemo(() => (typeof value === 'string' ? purifyRichText(value) : ''), [value]);
  if (richTextPlain(html) === '') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box
      className="rich-text-value"
      sx={{ typography: 'body2', '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 }, '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      // Safe: the value went through purifyRichText just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
