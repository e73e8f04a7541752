// The grades per topic of the student's current course (docs/domain/progress.md 'Progress and grades'; reused by the
// advance-request report): only autonomo topics take a grade here, one above its range becomes the
// range and says so beside the box, the final grade follows live by the same formula the server uses,
// and 'Guardar' waits for every autonomo topic to have a grade. Numbers es-CO, '4,5' and '4.5' both
// taken (issue 43); on a phone Tipo hides and cells narrow so Nota stays in view. Its own component
// so the report can mount it without the page.
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { TIPOS_TEMA } from '../../../core/school/topicTypes';
import { PROGRESS_PATHS, type GradingTopic } from '../../../core/school/students/progress';
import { everyAutonomoGraded, finalGrade } from '../../../core/school/students/progressRules';
import { formatNumber } from '../../../core/engine/numbers';
import { SectionContent } from './SectionAccordion';
import { GradeInputCell } from './GradeInputCell';
import {
  clampTyped, draftedTopics, draftsInvalid, formatGrade, type GradeDrafts, gradeInputText, gradesBody, gradesChanged, GRADES_MESSAGE_MS, isEditableTopic,
  SCALE_TEXT, typedGradeProblem,
} from '../../../core/school/students/grades';

interface Props {
  estudianteId: number;
  readOnly: boolean;
  onSaved?: () => void;
}

export const gradesQueryKey = (estudianteId: number) => ['estudiante', PROGRESS_PATHS.notas, estudianteId] as const;

const tipoLabel = (tipo: string): string => TIPOS_TEMA.find((t) => t.id === tipo)?.name ?? tipo;
const shown = (value: number | null): string => (value === null ? '—' : formatNumber(value));
/** Tipo is left out on a phone, so that Nota needs no sideways scroll (390 px). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Narrower cells on a phone. */
const TABLE_SX = { '& th, & td': { px: { xs: 0.75, sm: 2 } } } as const;

export function GradesEditor({ estudianteId, readOnly, onSaved }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [drafts, setDrafts] = useState<GradeDrafts>({});
  const [notes, setNotes] = useState<Readonly<Record<number, string | null>>>({});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = useQuery({
    queryKey: gradesQueryKey(estudianteId),
    queryFn: () => dataProvider.read<GradingTopic[]>(PROGRESS_PATHS.notas, { estudiante_id: estudianteId }),
    retry: false,
  });
  // The server's mensaje stays 3 s (GRADES_MESSAGE_MS), then the editor is as before.
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => setMessage(null), GRADES_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const stored = query.data ?? [];
  const topics = draftedTopics(stored, drafts);
  const savable = !readOnly && !sending && everyAutonomoGraded(topics) && gradesChanged(stored, drafts) && !draftsInvalid(drafts);

  const type = (topic: GradingTopic, text: string) => {
    setRefusal(null);
    const typed = clampTyped(text, topic.rango_nota ?? 0);
    setDrafts({ ...drafts, [topic.id]: typed.text });
    setNotes({ ...notes, [topic.id]: typed.note });
  };
  const save = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const answer = await dataProvider.call<{ mensaje?: string }>(PROGRESS_PATHS.actualizarNotas, gradesBody(estudianteId, topics));
      await query.refetch();
      setDrafts({});
      setNotes({});
      setMessage(answer?.mensaje ?? null);
      onSaved?.();
    } catch (error) {
      // Kept in the editor (beside the overlay's message) with the grades typed, for another try.
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SectionContent error={query.error} pending={query.isPending} empty={stored.length === 0}>
      {refusal ? <Alert severity="warning" sx={{ mb: 1 }}>{refusal}</Alert> : null}
      {message ? <Alert severity="success" sx={{ mb: 1 }}>{message}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label="Notas por tema" sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              <TableCell>Tema</TableCell>
              <TableCell sx={WIDE_ONLY}>Tipo</TableCell>
              <TableCell>Peso</TableCell>
              <TableCell>Nota</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stored.map((topic) => {
              const text = drafts[topic.id] ?? gradeInputText(topic.nota);
              const problem = typedGradeProblem(text);
              return (
                <TableRow key={topic.id}>
                  <TableCell>{topic.nombre}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{tipoLabel(topic.tipo)}</TableCell>
                  <TableCell>{shown(topic.peso_nota)}</TableCell>
                  <TableCell>
                    {!readOnly && isEditableTopic(topic) ? (
                      <GradeInputCell
                        nombre={topic.nombre}
                        rango={topic.rango_nota ?? 0}
                        text={text}
                        problem={problem}
                        note={notes[topic.id] ?? null}
                        disabled={sending}
                        onType={(typed) => type(topic, typed)}
                      />
                    ) : (
                      shown(topic.nota)
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" role="status">{`Nota final: ${formatGrade(finalGrade(topics))} / ${SCALE_TEXT}`}</Typography>
        {readOnly ? null : (
          <Button variant="contained" onClick={() => void save()} disabled={!savable}>Guardar</Button>
        )}
      </Box>
    </SectionContent>
  );
}
