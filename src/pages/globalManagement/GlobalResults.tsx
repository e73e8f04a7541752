// The people global management found: full name, document, e-mail, current sede and
// group; a click selects one.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { fullName, type GlobalPerson } from '../../../core/school/globalManagement';

export interface GlobalResultsProps {
  people: readonly GlobalPerson[];
  selected: number | null;
  onSelect(id: number): void;
}

export function GlobalResults({ people, selected, onSelect }: GlobalResultsProps) {
  return (
    <Table size="small" aria-label="Resultados">
      <TableHead>
        <TableRow>
          <TableCell>Nombre</TableCell>
          <TableCell>Documento</TableCell>
          <TableCell>Correo electrónico</TableCell>
          <TableCell>Sede</TableCell>
          <TableCell>Grupo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {people.map((person) => (
          <TableRow key={person.id} hover selected={person.id === selected} onClick={() => onSelect(person.id)} sx={{ cursor: 'pointer' }}>
            <TableCell>{fullName(person)}</TableCell>
            <TableCell>{person.numero_documento}</TableCell>
            <TableCell>{person.email}</TableCell>
            <TableCell>{person.sede ?? ''}</TableCell>
            <TableCell>{person.grupo ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
