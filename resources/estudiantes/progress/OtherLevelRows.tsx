// One other level of the student, opened by 'Ver más' on the progress page: its progress rows
// compactly (topic, state, grade) with the level's final grade, read from
// estudiante/progreso_otro_nivel.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { type OtherLevelProgress, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { progressStateLabel } from '../../../core/school/students/progressRules';
import { formatNumber } from '../../../core/engine/numbers';
import { SectionContent } from '../../../src/shared/students/SectionAccordion';
import { formatGrade, SCALE_TEXT } from '../../../core/school/students/grades';

interface Props {
  estudianteId: number;
  cursoId: number;
  curso: string;
}

export function OtherLevelRows({ estudianteId, cursoId, curso }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['estudiante', PROGRESS_PATHS.otroNivel, estudianteId, cursoId],
    queryFn: () => dataProvider.read<OtherLevelProgress>(PROGRESS_PATHS.otroNivel, { estudiante_id: estudianteId, curso_id: cursoId }),
    retry: false,
  });
  return (
    <SectionContent error={error} pending={isPending} empty={data?.registros.length === 0}>
      <Table size="small" aria-label={`Progreso de ${curso}`}>
        <TableHead>
          <TableRow>
            <TableCell>Tema</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell>Nota</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.registros ?? []).map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.tema.nombre}</TableCell>
              <TableCell>{progressStateLabel(row.estado, row.abiertos)}</TableCell>
              <TableCell>{row.nota === null ? '—' : formatNumber(row.nota)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data ? <Typography variant="body2" sx={{ mt: 1 }}>{`Nota final: ${formatGrade(data.nota)} / ${SCALE_TEXT}`}</Typography> : null}
    </SectionContent>
  );
}
