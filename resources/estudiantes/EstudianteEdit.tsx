// Student edit page: its sections in a fixed order (record/EditorSections: 'Datos básicos' and
// 'Datos SIET' saved with 9022BCBD, 'Estado', one section per managed attribute with its own action
// and codes), those the user cannot change folded into one line; a bar naming the sections with
// unsaved changes that saves them all, and a question before leaving with any (issue 43 points 2, 5).
import { EditBase, EditView } from 'react-admin';
import { ResourceFormActions } from '../../src/resource-views/ResourceFormActions';
import { quietRecordRead } from '../../src/resource-views/recordRead';
import { RecordBreadcrumbs } from '../../src/resource-views/RecordBreadcrumbs';
import { RecordTitle } from '../../src/resource-views/RecordTitle';
import { RecordUnavailable } from '../../src/resource-views/RecordUnavailable';
import { useSaveHandlers } from '../../src/resource-views/useSaveHandlers';
import { EditorDraftsProvider } from '../../src/shared/students/EditorDraftsProvider';
import { LeaveGuard } from '../../src/shared/students/LeaveGuard';
import { UnsavedBar } from '../../src/shared/students/UnsavedBar';
import { EDITOR_ORDER } from '../../core/school/students/editorSections';
import { resourcePaths } from '../../core/engine/paths';
import { EditorSections } from './record/EditorSections';
import schema from './schema';

export function EstudianteEdit() {
  const handlers = useSaveHandlers(schema, 'updated');
  return (
    // Base and view apart, so the breadcrumbs sit above the toolbar inside the record's context.
    <EditBase
      mutationMode="pessimistic"
      mutationOptions={handlers}
      queryOptions={quietRecordRead()}
      // The route has no code of its own: the shell checks the session, each section its own code.
      disableAuthentication
    >
      <RecordBreadcrumbs declaration={schema} current="Editar" />
      <EditView
        title={<RecordTitle declaration={schema} page="edit" />}
        actions={<ResourceFormActions declaration={schema} />}
        error={<RecordUnavailable listPath={resourcePaths(schema).list} />}
      >
        <EditorDraftsProvider order={EDITOR_ORDER}>
          <EditorSections />
          <UnsavedBar />
          <LeaveGuard />
        </EditorDraftsProvider>
      </EditView>
    </EditBase>
  );
}
