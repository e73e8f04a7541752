// #/cacelacionMasiva (E1D33839; docs/domain/scheduler.md 'The class scheduler'): date, hour and sede; 'Procesar' only with all three,
// then a confirmation, then cancelacion_agendamientos {fecha, hora, sede}: its message
// ('Se cancelaron N agendamientos.' / 'No se encontraron agendamientos a cancelar.') and the table
// of the bookings it cancelled.
import { Alert, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { SHELL_PAGES } from '../../shell/routeTable';
import { type BulkCancelAnswer, canProcess, confirmQuestion, EMPTY_CHOICE } from './bulkCancel';
import { CancelFilters } from './CancelFilters';
import { CancelledTable } from './CancelledTable';
import { ConfirmCancelDialog } from './ConfirmCancelDialog';

export function BulkCancelPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const sedes = useLookupOptions('sedes');
  const [choice, setChoice] = useState(EMPTY_CHOICE);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<BulkCancelAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sedeName = sedes?.find((s) => s.id === choice.sede)?.name ?? '';
  const process = async () => {
    setConfirming(false);
    setSending(true);
    setError(null);
    try {
      setAnswer(await dataProvider.call<BulkCancelAnswer>('cancelacion_agendamientos', { fecha: choice.fecha, hora: choice.hora, sede: choice.sede }));
    } catch (e) {
      setAnswer(null);
      setError(e instanceof Error ? e.message : 'No se pudo procesar la cancelación');
    } finally {
      setSending(false);
    }
  };
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.cancelacionMasiva.title} />
      <CardContent>
        <CancelFilters choice={choice} sedes={sedes} onChange={setChoice} disabled={sending} />
        <Button variant="contained" color="error" onClick={() => setConfirming(true)} disabled={sending || !canProcess(choice)} sx={{ mb: 2 }}>
          Procesar
        </Button>
        <ConfirmCancelDialog open={confirming} question={canProcess(choice) ? confirmQuestion(choice, sedeName) : ''} onCancel={() => setConfirming(false)} onConfirm={process} />
        {error ? <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert> : null}
        {answer ? (
          <Alert severity={answer.cancelados.length > 0 ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
            {answer.mensaje}
          </Alert>
        ) : null}
        {answer && answer.cancelados.length > 0 ? <CancelledTable rows={answer.cancelados} /> : null}
      </CardContent>
    </Card>
  );
}
