// The list table: the declared columns (headers from i18n or list.columnLabels) and 'Acción'.
import { DataTable, useCanAccess } from 'react-admin';
import { fieldOf, type ResourceDeclaration } from '../../resources/types';
import { FieldValue } from './FieldValue';
import { LIST_BOOLEANS } from './format';
import { NoRecords } from './NoRecords';
import { ShowLink } from './ShowLink';

export function ResourceDataTable({ declaration }: { declaration: ResourceDeclaration }) {
  const { canAccess: canShow } = useCanAccess({ resource: declaration.name, action: 'show' });
  const { columns, columnLabels } = declaration.list;
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
      {columns.map((source) => (
        <DataTable.Col key={source} source={source} label={columnLabels?.[source]}>
          <FieldValue field={fieldOf(declaration, source)} source={source} booleanLabels={LIST_BOOLEANS} />
        </DataTable.Col>
      ))}
      {canShow ? (
        <DataTable.Col label="Acción" disableSort>
          <ShowLink declaration={declaration} />
        </DataTable.Col>
      ) : null}
    </DataTable>
  );
}
