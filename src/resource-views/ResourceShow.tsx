// The generated detail page: the fields and added sections (ResourceShowLayout) under its toolbar;
// a record the user may not read says so in place (RecordUnavailable).
import { Fragment } from 'react';
import { ShowBase, ShowView } from 'react-admin';
import { quietRecordRead } from './recordRead';
import { RecordTitle } from './RecordTitle';
import { RecordUnavailable } from './RecordUnavailable';
import { ResourceShowActions } from './ResourceShowActions';
import { ResourceShowLayout } from './ResourceShowLayout';
import type { GeneratedViewProps, ViewSection } from './types';
import { useParentMeta, useResourcePaths } from '../shell/useParentLink';
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
    // Not back to the list: the page says why the record cannot be shown.
    <ShowBase queryOptions={quietRecordRead(meta)} redirectOnError={false}>
      <ShowView
        title={<RecordTitle declaration={declaration} page="show" />}
        error={<RecordUnavailable listPath={paths.list} />}
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
