// One section of the student editor: a heading, its input(s) and a save button shown only while the
// value differs from the stored one and the user may change it (#/estudiante/editar, docs/domain/student-record.md 'The student's record'); a
// read-only one names the permission it needs (issue 25 point 5). A change not yet saved is marked
// 'Sin guardar' and listed in the editor's save bar (issue 43 point 2, EditorDraftsContext).
import { Box, Button, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { readOnlyHint } from '../../resource-views/permissionHint';
import { usePermissionDescriptions } from '../../resource-views/usePermissionDescriptions';
import type { PermissionCode } from '../../../core/engine/declaration/access';
import { useEditorDraft } from './EditorDraftsContext';

export interface AttributeSectionProps {
  title: string;
  /** The button's accessible name ('Guardar vigencia'). */
  saveLabel: string;
  /** The user holds the code the current value needs: otherwise read-only, no button. */
  editable: boolean;
  /** The codes any one of which would make it editable (named while read-only). */
  needs: readonly PermissionCode[];
  /** The value differs from the stored one. */
  changed: boolean;
  /** The value may be sent (an observation long enough…); the button shows but stays disabled. */
  ready?: boolean;
  busy: boolean;
  /** Resolves true once saved (its own button and the bar's 'Guardar cambios' both call it). */
  onSave(): Promise<boolean>;
  children: ReactNode;
}

export function AttributeSection({ title, saveLabel, editable, needs, changed, ready = true, busy, onSave, children }: AttributeSectionProps) {
  const descriptions = usePermissionDescriptions();
  const unsaved = editable && changed;
  // A value not ready to send (a short observation) fails here, not at the server.
  useEditorDraft(title, unsaved, () => (ready ? onSave() : Promise.resolve(false)));
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {unsaved ? <Chip size="small" color="warning" variant="outlined" label="Sin guardar" /> : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {children}
        {unsaved ? (
          <Button variant="contained" size="small" disabled={busy || !ready} onClick={() => void onSave()}>
            {saveLabel}
          </Button>
        ) : null}
      </Box>
      {editable ? null : (
        <Typography variant="caption" color="text.secondary">
          {readOnlyHint(needs, descriptions)}
        </Typography>
      )}
    </Box>
  );
}
