// Puts a react-admin form of the student editor ('Datos básicos', 'Datos SIET') in the editor's
// register of unsaved sections (EditorDraftsContext): dirty while a value differs and no save of
// it succeeded; the bar's save validates it and sends it through the page's own save, without the
// redirect its own button makes (the other sections stay on the page).
import { useFormContext, useFormState } from 'react-hook-form';
import { useFormIsDirty, useSaveContext } from 'react-admin';
import { useEditorDraft } from './EditorDraftsContext';

export function FormDraft({ title }: { title: string }) {
  const form = useFormContext();
  const { isSubmitSuccessful } = useFormState();
  const changed = useFormIsDirty();
  const { save } = useSaveContext();
  useEditorDraft(title, changed && !isSubmitSuccessful, async () => {
    if (!save) return false;
    let saved = false;
    await form
      .handleSubmit(async (values) => {
        const errors = await save(values, { onSuccess: () => void (saved = true), onError: () => undefined });
        // The server's field errors go under their fields, as the form's own button would show them.
        if (errors && typeof errors === 'object') for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message: String(message) });
        // Thrown: the form is not marked as submitted successfully, so it stays listed as unsaved.
        if (!saved) throw new Error(`${title}: no se guardó`);
      })()
      .catch(() => undefined);
    if (saved) form.reset(form.getValues());
    return saved;
  });
  return null;
}
