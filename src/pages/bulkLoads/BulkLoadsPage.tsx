// #/masivos (EACA7E4; docs/domain/bulk-payments.md 'Bulk payment update'): the bulk payment update. A file of `codigo,metodo`
// lines (CSV in any encoding and separator, or a workbook: the imports' shared reader) is read in the
// browser against config/metodos_pago; its refused lines are listed with the exact messages staff
// expect; 'Procesar' sends the valid and refused lines to actualizar_medios_pago, shows the server's
// error rows and its message ('Se ejecutó con exito la acción.' only when some student changed), then
// clears the file.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { MAX_PAYMENT_ROWS, type PaymentUpdateAnswer } from '../../../core/school/paymentUpdate';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { SHELL_PAGES } from '../../shell/routeTable';
import { readFailureMessage, isImportFileName, READ_MESSAGES } from '../../bulk/read/readRules';
import { readTableFile } from '../../bulk/read/readTableFile';
import { sourceText } from '../../bulk/read/sourceText';
import { canProcess, fileProblem, type PaymentFile, readPaymentRows, requestBody } from './paymentCsv';
import { PaymentErrorsTable } from './PaymentErrorsTable';
import { PaymentFilePicker } from './PaymentFilePicker';

interface ChosenFile {
  name: string;
  rows: PaymentFile;
  /** How it was read ('Leído como Windows-1252 (Excel), separador «;»'). */
  read: string;
}

const count = (n: number) => n.toLocaleString('es-CO');

export function BulkLoadsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const metodos = useLookupOptions('metodosPago');
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PaymentUpdateAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File) => {
    setAnswer(null);
    setChosen(null);
    if (!isImportFileName(file.name)) {
      setProblem(READ_MESSAGES.extension);
      return;
    }
    setBusy(true);
    try {
      const table = await readTableFile(file);
      const rows = readPaymentRows(table.rows, (metodos ?? []).map((m) => ({ codigo: String(m.id), nombre: m.name })));
      setChosen({ name: file.name, rows, read: sourceText(table.source) });
      setProblem(fileProblem(rows));
    } catch (failure) {
      setProblem(readFailureMessage(failure));
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
          Un archivo .csv (separado por coma, punto y coma o tabulador) o un libro .xlsx u .ods con una línea por
          estudiante: su código y el método de pago (por ejemplo <code>1024,contado</code> o <code>1024;Contado</code>).
          Una primera línea de encabezado (<code>codigo,metodo</code>) y las líneas vacías se ignoran. Métodos de pago:{' '}
          {metodos ? metodos.map((m) => `${String(m.id)} (${m.name})`).join(', ') : 'cargando...'}, por su código o su nombre
          (mayúsculas, minúsculas y tildes dan igual). Hasta {count(MAX_PAYMENT_ROWS)} registros por archivo.
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
            {rows.header ? ' · Se ignoró la línea de encabezado' : ''} · {chosen?.read}
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
            <Alert severity={answer.actualizados > 0 ? (answer.errores.length > 0 ? 'warning' : 'success') : 'error'} role="status" sx={{ mb: 2 }}>
              {/[.!?]$/.test(answer.mensaje) ? answer.mensaje : `${answer.mensaje}.`} Estudiantes actualizados: {count(answer.actualizados)}; ya tenían ese método: {count(answer.sin_cambio)};
              registros con errores: {count(answer.errores.length)}.
            </Alert>
            {answer.errores.length > 0 ? <PaymentErrorsTable title="Registros no actualizados" rows={answer.errores} /> : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
