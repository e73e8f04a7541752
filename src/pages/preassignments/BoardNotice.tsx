// What #/preasignaciones shows instead of its board when a code is missing: the grid and summary need
// 98BEF7FF (grid, summary and link), the sede's rooms B2903DC1 (the 'salones' lookup and salon/resumen).
import { Alert } from '@mui/material';

export function BoardNotice({ canView, canListRooms }: { canView: boolean | undefined; canListRooms: boolean | undefined }) {
  if (canView === false) return <Alert severity="info">No tiene permiso para ver la grilla y el resumen de preasignaciones.</Alert>;
  if (canListRooms === false) return <Alert severity="info">No tiene permiso para listar los salones de la sede.</Alert>;
  return null;
}
