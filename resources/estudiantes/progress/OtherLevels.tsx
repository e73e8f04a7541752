// The levels the student has taken (estudiante/niveles_cursados): course, level, final
// grade, levelling grade and the day the level advanced; each other level (not the current one)
// opens its rows with 'Ver más'.
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDate } from '../../../core/engine/dates';
import { type CourseTaken, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { SectionContent } from '../../../src/shared/students/SectionAccordion';
import { formatGrade } from '../../../core/school/students/grades';
import { OtherLevelRows } from './OtherLevelRows';

const COLUMNS = ['Curso', 'Nivel', 'Nota', 'Nivelación', 'Avance de nivel', ''];

export function OtherLevels({ estudianteId }: { estudianteId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const headingId = useId();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const { data, error, isPending } = useQuery({
    queryKey: ['estudiante', PROGRESS_PATHS.nivelesCursados, estudianteId],
    queryFn: () => dataProvider.read<CourseTaken[]>(PROGRESS_PATHS.nivelesCursados, { estudiante_id: estudianteId }),
    retry: false,
  });
  const toggle = (cursoId: number) => {
    const next = new Set(opened);
    if (!next.delete(cursoId)) next.add(cursoId);
    setOpened(next);
  };
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mt: 2 }}>Niveles cursados</Typography>
      <SectionContent error={error} pending={isPending} empty={data?.length === 0}>
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => <TableCell key={column}>{column}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((course) => {
                const open = opened.has(course.curso_id);
                return (
                  <Fragment key={course.curso_id}>
                    <TableRow>
                      <TableCell>{course.actual ? `${course.curso} (actual)` : course.curso}</TableCell>
                      <TableCell>{course.nivel ?? '—'}</TableCell>
                      <TableCell>{formatGrade(course.nota)}</TableCell>
                      <TableCell>{course.nota_nivelacion === null ? '—' : formatGrade(course.nota_nivelacion)}</TableCell>
                      <TableCell>{course.avance_nivel ? formatDate(course.avance_nivel) : 'Sin avance'}</TableCell>
                      <TableCell>
                        {course.actual ? null : (
                          <Button size="small" onClick={() => toggle(course.curso_id)} aria-expanded={open}>{open ? 'Ver menos' : 'Ver más'}</Button>
                        )}
                      </TableCell>
                    </TableRow>
                    {open ? (
                      <TableRow>
                        <TableCell colSpan={COLUMNS.length}>
                          <OtherLevelRows estudianteId={estudianteId} cursoId={course.curso_id} curso={course.curso} />
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </SectionContent>
    </section>
  );
}
