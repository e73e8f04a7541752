// 'Actualizar' of a toolbar: react-admin's RefreshButton on the bar, an item of 'Más acciones' on a phone.
import RefreshIcon from '@mui/icons-material/Refresh';
import { RefreshButton, useRefresh } from 'react-admin';
import { ToolbarButton } from './ToolbarButton';
import { useToolbarSlot } from './ToolbarSlot';

export function ToolbarRefreshButton() {
  const slot = useToolbarSlot();
  const refresh = useRefresh();
  if (slot?.place !== 'menu') return <RefreshButton label="Actualizar" />;
  return (
    <ToolbarButton label="Actualizar" onClick={() => refresh()}>
      <RefreshIcon />
    </ToolbarButton>
  );
}
