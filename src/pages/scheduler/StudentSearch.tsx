// Finding the student to book (estudiante/buscar, active students only): from 5 characters on,
// the matches to choose from; 'No se encontraron resultados' when none.
import { List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';

export interface FoundStudent {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  numero_documento: string;
  curso_actual_id?: number | null;
}

const MIN_CHARS = 5;

export function StudentSearch({ onPick, disabled }: { onPick: (student: FoundStudent) => void; disabled?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [texto, setTexto] = useState('');
  const query = texto.trim();
  const found = useQuery({
    queryKey: ['programador', 'buscar', query],
    queryFn: () => dataProvider.read<FoundStudent[]>('estudiante/buscar', { texto: query, activos: 'true' }),
    enabled: query.length >= MIN_CHARS,
  });
  return (
    <>
      <TextField
        label="Buscar estudiante"
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
        fullWidth
        disabled={disabled}
        helperText={query.length < MIN_CHARS ? `Escriba al menos ${MIN_CHARS} caracteres` : undefined}
        sx={{ mt: 1 }}
      />
      {found.isFetching ? <Typography variant="body2">cargando...</Typography> : null}
      {found.data?.length === 0 ? <Typography variant="body2">No se encontraron resultados</Typography> : null}
      <List dense aria-label="Estudiantes encontrados" sx={{ maxHeight: 200, overflow: 'auto' }}>
        {(found.data ?? []).map((s) => (
          <ListItemButton key={s.id} onClick={() => onPick(s)} disabled={disabled}>
            <ListItemText primary={`${s.primer_nombre} ${s.primer_apellido}`} secondary={s.numero_documento} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
