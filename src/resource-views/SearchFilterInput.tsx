// The list's search box (filter q). Its own component because react-admin's filter form strips
// the helper text of filter inputs, and the 'Escriba al menos N caracteres' hint must show.
import { TextInput } from 'react-admin';

export interface SearchFilterInputProps {
  /** Read by react-admin's filter form. */
  source: 'q';
  alwaysOn: true;
  minLength: number;
}

export function SearchFilterInput({ source, minLength }: SearchFilterInputProps) {
  return <TextInput source={source} label="Buscar" helperText={`Escriba al menos ${minLength} caracteres`} resettable />;
}
