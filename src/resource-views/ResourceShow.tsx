// The generated detail page: the fields and added sections (ResourceShowLayout) under its toolbar.
import { Show } from 'react-admin';
import { ResourceShowActions } from './ResourceShowActions';
import { ResourceShowLayout } from './ResourceShowLayout';
import type { GeneratedViewProps } from './types';
import { useParentMeta, useResourcePaths } from './useParentLink';

export function ResourceShow({ declaration, sections }: GeneratedViewProps) {
  const paths = useResourcePaths(declaration);
  const meta = useParentMeta(declaration);
  return (
    <Show
      title={`Detalle de ${declaration.label.one}`}
      actions={<ResourceShowActions declaration={declaration} />}
      // A child's detail reads through its parent; a record that fails to load sends back to the list.
      queryOptions={{ meta }}
      redirectOnError={() => paths.list}
    >
      <ResourceShowLayout declaration={declaration} sections={sections} />
    </Show>
  );
}
