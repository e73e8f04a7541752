// Mutation options of the generated create/edit pages: the declaration's success message, then
// the detail route, or the list after a create with `views.afterCreate: 'list'` (in a dialog: `onSaved`). Failures are already reported: field errors on the
// form, others by the dataProvider through the feedback overlay, so react-admin's own error toast
// is skipped.
import { type RaRecord, useNotify, useRedirect } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useResourcePaths } from '../shell/useParentLink';

export function useSaveHandlers(declaration: ResourceDeclaration, kind: 'created' | 'updated', onSaved?: (data: RaRecord) => void) {
  const notify = useNotify();
  const redirect = useRedirect();
  const paths = useResourcePaths(declaration);
  return {
    onSuccess: (data: RaRecord) => {
      const message = declaration.messages[kind];
      notify(message, { type: 'success', messageArgs: { _: message } }); // a text, not an i18n key
      if (onSaved) onSaved(data);
      // Some resources go back to their list after a create (e.g. 'Docente Creado', then /docentes).
      else if (kind === 'created' && declaration.views?.afterCreate === 'list') redirect(paths.list);
      else if (kind === 'updated' && declaration.views?.afterEdit === 'list') redirect(paths.list);
      else redirect(paths.show(data.id));
    },
    onError: () => undefined,
  };
}
