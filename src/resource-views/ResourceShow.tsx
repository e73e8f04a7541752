// The generated detail page: the fields and added sections (ResourceShowLayout) under its toolbar.
import { Fragment } from 'react';
import { ShowBase, ShowView } from 'react-admin';
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
    // ShowBase, not <Show>: <Show> drops redirectOnError, and a child's list is not at /<name>.
    <ShowBase queryOptions={{ meta }} redirectOnError={() => paths.list}>
      <ShowView
        title={`Detalle de ${declaration.label.one}`}
        actions={
          <ResourceShowActions declaration={declaration}>
            {shownLinks.map((link) => (
              <Fragment key={link.key}>{link.element}</Fragment>
            ))}
          </ResourceShowActions>
        }
      >
        <ResourceShowLayout declaration={declaration} sections={sections} />
      </ShowView>
    </ShowBase>
  );
}
