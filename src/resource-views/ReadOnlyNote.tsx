// Under a form or section shown but not editable: which code would make it editable (issue 25 point 5),
// rather than inputs that look live and a missing save button left unexplained.
import { Typography } from '@mui/material';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { readOnlyHint } from './permissionHint';
import { usePermissionDescriptions } from './usePermissionDescriptions';

export function ReadOnlyNote({ codes }: { codes: readonly PermissionCode[] }) {
  const descriptions = usePermissionDescriptions();
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {readOnlyHint(codes, descriptions)}
    </Typography>
  );
}
