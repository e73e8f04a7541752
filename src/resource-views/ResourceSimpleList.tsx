// A generated list on a phone: react-admin's SimpleList over the same page of records as the table
// (simpleListPlan.ts says which columns), each item opening what the table's 'Ver' opens: the name,
// then the document (or another column) and at most one more line, each as '<label>: <value>'.
import type { Identifier, RaRecord } from 'react-admin';
import { SimpleList, useTranslateLabel } from 'react-admin';
import { representRecord } from '../../core/engine/declaration/resource';
import { displayValue, EMPTY_TEXT, LIST_BOOLEANS } from './format';
import { useListRows } from './ListRowsContext';
import { NoRecords } from './NoRecords';
import type { SimpleListPlan } from './simpleListPlan';

type ColumnText = (record: RaRecord) => string;

/** '<column label>: <value>', as the column's cell would read it. */
function useColumnText(source: string | null): ColumnText | null {
  const { declaration, cells } = useListRows();
  const translateLabel = useTranslateLabel();
  const cell = cells.find((c) => c.field.source === source);
  if (!source || !cell) return null;
  const label = declaration.list.columnLabels?.[source] ?? translateLabel({ source, resource: declaration.name });
  return (record) => {
    const value = displayValue(cell.field, record[source], { options: cell.options, booleanLabels: LIST_BOOLEANS });
    return `${label}: ${value ?? EMPTY_TEXT}`;
  };
}

// Lines of their own under the name (react-admin's tertiary text floats beside the name and, at a
// phone's width, squeezes the second line into a column of letters).
const LINE = { display: 'block' } as const;

export function ResourceSimpleList({ plan }: { plan: SimpleListPlan }) {
  const { declaration, showPath, editPath } = useListRows();
  const second = useColumnText(plan.secondary);
  const third = useColumnText(plan.tertiary);
  const open = showPath ?? editPath;
  return (
    <SimpleList
      primaryText={(record: RaRecord) => representRecord(declaration, record)}
      secondaryText={
        second
          ? (record: RaRecord) => (
              <>
                <span style={LINE}>{second(record)}</span>
                {third ? <span style={LINE}>{third(record)}</span> : null}
              </>
            )
          : undefined
      }
      rowClick={open ? (id: Identifier) => open(id) : false}
      empty={<NoRecords />}
      // A long e-mail or name wraps inside the phone's width instead of widening the page.
      sx={{ overflowWrap: 'anywhere' }}
    />
  );
}
