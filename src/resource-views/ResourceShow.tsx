// The generated detail page: the fields and added sections (ResourceShowLayout) under its toolbar.
import { Fragment } from 'react';
import { Show } from 'react-admin';
import { ResourceShowActions } from './ResourceShowActions';
import { ResourceShowLayout } from './ResourceShowLayout';
import type { GeneratedViewProps, ViewSection } from './types';
import { useParentMeta, useResourcePaths } from './useParentLink';
import { useVisibleSections } from './useVisibleSections';

export interface ResourceShowProps extends GeneratedViewProps {
  /** Links added to the toolbar (sections.showActions), each by its code. */
  links?: readonly ViewSection[];
}

export function ResourceShow({ declaration, sections, links }: ResourceShowProps) {
  const paths = useResourcePaths(declaration);
  const shownLinks = useVisibleSections(links);
  const meta = useParentMeta(declaration);
  return (
    <Show
      title={`Detalle de ${declaration.label.one}`}
      actions={
        <ResourceShowActions declaration={declaration}>
          {shownLinks.map((link) => (
            <Fragment key={link.key}>{link.element}</Fragment>
          ))}
        </ResourceShowActions>
      }
      // A child's detail reads through its parent; a record that fails to load sends back to the list.
      queryOptions={{ meta }}
      redirectOnError={() => paths.list}
    >
      <ResourceShowLayout declaration={declaration} sections={sections} />
    </Show>
  );
}
