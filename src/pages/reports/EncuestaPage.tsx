// #/reportes/encuesta-satisfaccion (F83DCEB2; docs/domain/reports.md 'Reports'): type (Clase / Tutoría), sedes (2E3F932E),
// range (this month, run on opening), 'Generar' → reportes/encuesta-satisfaccion; the answers in the 13 survey columns; 'Descargar'.
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import type { EncuestaBody, SurveyRow } from '../../../core/school/reports/contract';
import { SURVEY_COLUMNS } from '../../../core/school/reports/columns';
import { DateRangeFields } from './DateRangeFields';
import { monthRange, rangeMessage } from './reportDefaults';
import { surveyBodyOf, SURVEY_TYPES, type SurveyType } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { ReportTable } from './ReportTable';
import { SedeMultiSelect } from './SedeMultiSelect';
import { useMayChooseSedes } from './useMayChooseSedes';
import { useReport } from './useReport';
import { useRunOnOpen } from './useRunOnOpen';

const isSurveyType = (value: string): value is SurveyType => SURVEY_TYPES.some((t) => t.value === value);

export function EncuestaPage() {
  const mayChoose = useMayChooseSedes();
  const [tipo, setTipo] = useState<SurveyType>('clase');
  const [range, setRange] = useState(() => monthRange(today(schoolClock())));
  const [sedes, setSedes] = useState<number[]>([]);
  const report = useReport<EncuestaBody, SurveyRow[]>('encuesta');
  const rows = report.result?.data ?? [];
  const onRun = () => void report.run(surveyBodyOf(range, sedes, mayChoose, tipo));
  useRunOnOpen(onRun);
  return (
    <ReportFrame
      report="encuesta"
      problem={rangeMessage(range)}
      running={report.running}
      onRun={onRun}
      download={<ReportDownload report="encuesta" body={report.result?.body ?? null} />}
      results={
        report.result ? (
          <ReportResults title="Respuestas" empty={rows.length === 0}>
            <ReportTable label="Encuesta de satisfacción" columns={SURVEY_COLUMNS} rows={rows} rowKey={(row) => row.id} />
          </ReportResults>
        ) : null
      }
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Tipo"
        value={tipo}
        onChange={(event) => {
          if (isSurveyType(event.target.value)) setTipo(event.target.value);
        }}
        disabled={report.running}
        sx={{ minWidth: 160 }}
      >
        {SURVEY_TYPES.map((t) => (
          <MenuItem key={t.value} value={t.value}>{t.label}</MenuItem>
        ))}
      </TextField>
      <SedeMultiSelect value={sedes} onChange={setSedes} disabled={report.running} />
      <DateRangeFields value={range} onChange={setRange} disabled={report.running} />
    </ReportFrame>
  );
}
