// 'Invalidar Tokens' on the staff edit page (1010A13E): ends every open session of the person at
// once, then back to the detail (docs/security.md 'Staff users and global management').
import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useActionThenShow } from '../../src/resource-views/useActionThenShow';
import { invalidarTokens } from './actions';
import schema from './schema';
import type { UsuarioRecord } from './recordType';

export function InvalidarTokensButton() {
  const record = useRecordContext<UsuarioRecord>();
  const call = useActionThenShow(invalidarTokens, schema, record?.id ?? '');
  if (!record) return null;
  return (
    <Button variant="outlined" color="warning" startIcon={<LogoutIcon />} disabled={call.isPending || !call.allowed} onClick={() => void call.save({ id: record.id })}>
      Invalidar Tokens
    </Button>
  );
}
