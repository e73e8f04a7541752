// A JSON list field of the current record as a small table: one column per item field (its label),
// one row per item, values written as everywhere else (displayValue; a lookup item by its name).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { DETAIL_BOOLEANS, displayValue } from './format';
import { optionsLookup, useLookupLists } from './useFieldOptions';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export interface JsonListValueProps {
  field: FieldDeclaration;
  /** Also read by react-admin's Labeled for the label. */
  source: string;
  emptyText?: string;
}

export function JsonListValue({ field, source, emptyText = '—' }: JsonListValueProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const value: unknown = record?.[source];
  const items = Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
  const columns = field.jsonList?.item ?? [];
  // Every lookup the item fields read, fetched once (react-query shares them with the rest of the page).
  const lookups = columns.map((column) => optionsLookup(column)).filter((name): name is string => name !== undefined);
  const lists = useLookupLists(lookups);
  const optionsOf = (column: FieldDeclaration) => column.choices ?? lists[lookups.indexOf(optionsLookup(column) ?? '')];
  if (items.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={field.label} sx={{ width: 'auto' }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.source}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column.source}>
                {displayValue(column, item[column.source], { options: optionsOf(column), booleanLabels: DETAIL_BOOLEANS }) ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
