// One declared filter of a list's filter bar (listFilterPlan.ts): react-admin's NullableBooleanInput
// for a yes/no ('Todos' leaves it off), its SelectInput over the options the forms use, DateInput or
// TextInput. react-admin's filter form reads `source` and `label` from this element's props.
import { DateInput, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import type { FilterInputPlan } from './listFilterPlan';
import { useFieldOptions } from './useFieldOptions';

export interface ListFilterInputProps {
  source: string;
  label: string;
  plan: FilterInputPlan;
  /** Set by react-admin's filter form ('small'). */
  size?: 'small' | 'medium';
}

const ANY = 'Todos';

function FilterSelect({ source, label, plan, size }: ListFilterInputProps) {
  const options = useFieldOptions(plan.field);
  return (
    <SelectInput
      // A fresh input once the options arrive: react-admin copies choices into state one render late.
      key={options === undefined ? 'cargando' : 'listo'}
      source={source}
      label={label}
      choices={options ?? []}
      isPending={options === undefined}
      translateChoice={false}
      emptyText={ANY}
      helperText={false}
      size={size}
    />
  );
}

export function ListFilterInput(props: ListFilterInputProps) {
  const { source, label, plan, size } = props;
  switch (plan.kind) {
    case 'yesNo':
      return <NullableBooleanInput source={source} label={label} nullLabel={ANY} trueLabel="Sí" falseLabel="No" helperText={false} size={size} />;
    case 'select':
      return <FilterSelect {...props} />;
    case 'date':
      return <DateInput source={source} label={label} helperText={false} size={size} />;
    default:
      return <TextInput source={source} label={label} helperText={false} size={size} />;
  }
}
