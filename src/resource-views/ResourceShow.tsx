// The generated detail page: the fields and added sections (ResourceShowLayout) under its toolbar.
import { Show } from 'react-admin';
import { ResourceShowActions } from './ResourceShowActions';
import { ResourceShowLayout } from './ResourceShowLayout';
import type { GeneratedViewProps } from './types';

export function ResourceShow({ declaration, sections }: GeneratedViewProps) {
  return (
    <Show title={`Detalle de ${declaration.label.one}`} actions={<ResourceShowActions declaration={declaration} />}>
      <ResourceShowLayout declaration={declaration} sections={sections} />
    </Show>
  );
}
