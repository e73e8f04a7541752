// #/masivos (EACA7E4; README 'Bulk payment update'): the bulk payment update. A .csv of `codigo,metodo` lines is
// read in the browser (papaparse) against config/metodos_pago; its refused lines are listed with the
// exact messages staff expect; 'Procesar' sends the valid and refused lines to actualizar_medios_pago, shows the
// server's error rows and 'Se ejecutó con exito la acción.', then clears the file.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { MAX_PAYMENT_ROWS, PAYMENT_UPDATE_MESSAGES, type PaymentUpdateAnswer } from '../../../core/paymentUpdate';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { SHELL_PAGES } from '../../shell/routeTable';
import { canProcess, fileProblem, isCsvName, type PaymentFile, readPaymentCsv, requestBody } from './paymentCsv';
import { PaymentErrorsTable } from './PaymentErrorsTable';
import { PaymentFilePicker } from './PaymentFilePicker';

interface ChosenFile {
  name: string;
  rows: PaymentFile;
}

const count = (n: number) => n.toLocaleString('es-CO');

export function MasivosPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const metodos = useLookupOptions('metodosPago');
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PaymentUpdateAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File) => {
    setAnswer(null);
    setChosen(null);
    if (!isCsvName(file.name)) {
      setProblem(PAYMENT_UPDATE_MESSAGES.notCsv);
      return;
    }
    setBusy(true);
    try {
      const rows = readPaymentCsv(await file.text(), (metodos ?? []).map((m) => String(m.id)));
      setChosen({ name: file.name, rows });
      setProblem(fileProblem(rows));
    } catch {
      setProblem('No se pudo leer el archivo');
    } finally {
      setBusy(false);
    }
  };

  const process = async () => {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    try {
      setAnswer(await dataProvider.call<PaymentUpdateAnswer>('actualizar_medios_pago', requestBody(chosen.rows)));
      setChosen(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'No se pudo procesar el archivo');
    } finally {
      setBusy(false);
    }
  };

  const rows = chosen?.rows ?? null;
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.masivos.title} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Actualización masiva de métodos de pago
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Un archivo .csv con una línea por estudiante: su código y el método de pago, separados por coma (por ejemplo{' '}
          <code>1024,contado</code>). Una primera línea de encabezado (<code>codigo,metodo</code>) y las líneas vacías se
          ignoran. Métodos de pago: {metodos ? metodos.map((m) => String(m.id)).join(', ') : 'cargando...'} (mayúsculas o
          minúsculas). Hasta {count(MAX_PAYMENT_ROWS)} registros por archivo.
        </Typography>
        <PaymentFilePicker fileName={chosen?.name ?? null} onFile={choose} disabled={busy || !metodos} />
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {rows ? (
          <Typography sx={{ mb: 1 }} data-testid="resumen-archivo">
            Registros válidos: {count(rows.valid.length)} · Con errores: {count(rows.invalid.length)}
            {rows.header ? ' · Se ignoró la línea de encabezado' : ''}
          </Typography>
        ) : null}
        {rows && canProcess(rows) ? (
          <Button variant="contained" onClick={process} disabled={busy} sx={{ mb: 2 }}>
            Procesar
          </Button>
        ) : null}
        {rows && rows.invalid.length > 0 ? <PaymentErrorsTable title="Registros con errores" rows={rows.invalid} /> : null}
        {answer ? (
          <Box>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {answer.mensaje} Estudiantes actualizados: {count(answer.actualizados)}; ya tenían ese método: {count(answer.sin_cambio)};
              registros con errores: {count(answer.errores.length)}.
            </Alert>
            {answer.errores.length > 0 ? <PaymentErrorsTable title="Registros no actualizados" rows={answer.errores} /> : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
