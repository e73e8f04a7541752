// The generated edit page (pessimistic, so server field errors land on the form), with the
// added sections inside the form (or below it: `outside` sub-editors) and Eliminar beside Guardar;
// a record the user may not read says so in place (RecordUnavailable).
import { useMemo } from 'react';
import { EditBase, EditView, SaveButton, Toolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';
import { quietRecordRead } from './recordRead';
import { RecordBreadcrumbs } from './RecordBreadcrumbs';
import { RecordTitle } from './RecordTitle';
import { RecordUnavailable } from './RecordUnavailable';
import { ResourceFormActions } from './ResourceFormActions';
import { OutsideSections } from './OutsideSections';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useParentMeta, useResourcePaths } from '../shell/useParentLink';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export function ResourceEdit({ declaration, sections, columns }: GeneratedViewProps) {
  const handlers = useSaveHandlers(declaration, 'updated');
  const paths = useResourcePaths(declaration);
  const meta = useParentMeta(declaration);
  const inside = useMemo(() => sections?.filter((s) => !s.outside), [sections]);
  const outside = useMemo(() => sections?.filter((s) => s.outside), [sections]);
  return (
    // Base and view apart, so the breadcrumbs sit above the toolbar inside the record's context.
    <EditBase mutationMode="pessimistic" mutationOptions={{ ...handlers, meta }} queryOptions={quietRecordRead(meta)} redirectOnError={false}>
      <RecordBreadcrumbs declaration={declaration} current="Editar" />
      <EditView
        title={<RecordTitle declaration={declaration} page="edit" />}
        actions={<ResourceFormActions declaration={declaration} />}
        error={<RecordUnavailable listPath={paths.list} />}
      >
        <RulesSimpleForm
          declaration={declaration}
          writeMode="edit"
          // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
          noValidate
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteRecordButton declaration={declaration} />
            </Toolbar>
          }
        >
          <ResourceInputs declaration={declaration} mode="edit" sections={inside} columns={columns} />
        </RulesSimpleForm>
        <OutsideSections sections={outside} />
      </EditView>
    </EditBase>
  );
}
