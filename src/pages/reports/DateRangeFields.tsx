// A report's range: 'Fecha inicial' and 'Fecha final', the final one saying why the range cannot be
// sent (inverted, or longer than a year: the call contract's messages).
import { type DateRange, rangeProblem } from './reportForm';
import { ReportDateField } from './ReportDateField';

interface Props {
  value: DateRange;
  onChange(value: DateRange): void;
  disabled?: boolean;
}

export function DateRangeFields({ value, onChange, disabled = false }: Props) {
  return (
    <>
      <ReportDateField label="Fecha inicial" value={value.inicio} onChange={(inicio) => onChange({ ...value, inicio })} disabled={disabled} />
      <ReportDateField label="Fecha final" value={value.fin} onChange={(fin) => onChange({ ...value, fin })} disabled={disabled} error={rangeProblem(value)} />
    </>
  );
}
