// What 'Verificar' (progreso/verificar, E4E63F5F) found and repaired: the rows held by more than one
// open booking (left for staff to resolve) and the rows an attended booking had not updated (fed now,
// unless the level advanced). Shown under the nav until closed.
import { Alert, AlertTitle, Box } from '@mui/material';
import { progressStateLabel } from '../../../core/school/students/progressRules';
import type { VerificationResult } from '../../../core/school/students/progress';

export function VerificationResultView({ result, onClose }: { result: VerificationResult; onClose: () => void }) {
  const clean = result.inconsistencias.length === 0 && result.reparados.length === 0;
  return (
    <Alert severity={clean ? 'success' : 'info'} onClose={onClose} sx={{ my: 1 }}>
      <AlertTitle>{result.mensaje}</AlertTitle>
      {result.inconsistencias.length > 0 ? (
        <Box component="ul" aria-label="Inconsistencias encontradas" sx={{ m: 0, pl: 2 }}>
          {result.inconsistencias.map((item) => (
            <li key={item.progreso_id}>
              Registro {item.progreso_id} ({item.tema}): agendamientos abiertos {item.agendamientos.join(', ')}
            </li>
          ))}
        </Box>
      ) : null}
      {result.reparados.length > 0 ? (
        <Box component="ul" aria-label="Registros reparados" sx={{ m: 0, pl: 2 }}>
          {result.reparados.map((item) => (
            <li key={`${item.progreso_id}-${item.agendamiento_id}`}>
              Registro {item.progreso_id} ({item.tema}): actualizado desde el agendamiento {item.agendamiento_id}, ahora {progressStateLabel(item.estado, 0)}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
