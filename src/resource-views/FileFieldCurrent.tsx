// Under a file input: the file the field holds now (the stored one, or the one just picked) with
// 'Quitar', which empties the field; saving then deletes the stored file.
import { Box, Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { isPickedFile } from '../../dataProvider/files';
import { formatBytes, type StoredFileInfo } from '../../core/engine/files';

export const FILE_CURRENT_TEXTS = { remove: 'Quitar', picked: 'Nuevo archivo' } as const;

function describe(value: unknown): { name: string; size: number; picked: boolean } | null {
  if (isPickedFile(value)) return { name: value.rawFile.name, size: value.rawFile.size, picked: true };
  const stored = value as Partial<StoredFileInfo> | null | undefined;
  if (stored && typeof stored === 'object' && typeof stored.nombre === 'string') return { name: stored.nombre, size: stored.tamano ?? 0, picked: false };
  return null;
}

export function FileFieldCurrent({ source, readOnly }: { source: string; readOnly?: boolean }) {
  const { setValue } = useFormContext();
  const current = describe(useWatch({ name: source }));
  if (!current) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} data-testid={`archivo-actual-${source}`}>
      <Typography variant="body2">
        {current.picked ? `${FILE_CURRENT_TEXTS.picked}: ` : ''}
        {current.name} ({formatBytes(current.size)})
      </Typography>
      {readOnly ? null : (
        <Button size="small" color="error" onClick={() => setValue(source, null, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}>
          {FILE_CURRENT_TEXTS.remove}
        </Button>
      )}
    </Box>
  );
}
