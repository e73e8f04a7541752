// The generated detail page: every field shown in detail, 'No hay información' when empty.
import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { FieldValue } from './FieldValue';
import { EMPTY_TEXT, LIST_BOOLEANS } from './format';
import { ResourceShowActions } from './ResourceShowActions';

export function ResourceShow({ declaration }: { declaration: ResourceDeclaration }) {
  const fields = declaration.fields.filter((field) => field.inShow !== false);
  return (
    <Show title={`Detalle de ${declaration.label.one}`} actions={<ResourceShowActions declaration={declaration} />}>
      <SimpleShowLayout>
        {fields.map((field) => (
          <FieldValue key={field.source} field={field} source={field.source} emptyText={EMPTY_TEXT} booleanLabels={LIST_BOOLEANS} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
