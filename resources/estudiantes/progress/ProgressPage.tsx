// #/estudiante/progreso/{id} 'Clases' (4EBC511D; docs/domain/progress.md 'Progress and grades'): the student's
// record in their current course — the nav, the table of compact or expanded rows with their
// actions, the final grade and counts, the levelling grade, the other levels — in the tutoring
// register's layout. Once the level has advanced (avance_nivel) grades and dates are read only: a
// notice says so and no row action nor editor save is offered. Every write reads the page's data
// again (useProgressRefresh).
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDate } from '../../../core/engine/dates';
import { PROGRESS_MESSAGES, PROGRESS_PATHS, type ProgressRow, type StudentProgress, type VerificationResult } from '../../../core/school/students/progress';
import { HistoryDialog } from '../record/HistoryDialog';
import { RecordPageHeading } from '../../../src/resource-views/RecordPageHeading';
import schema from '../schema';
import { SectionContent } from '../../../src/shared/students/SectionAccordion';
import { DefineTopicDialog } from './DefineTopicDialog';
import { GradeCriteriaDialog } from './GradeCriteriaDialog';
import { LevellingPanel } from './LevellingPanel';
import { OtherLevels } from './OtherLevels';
import { ProgressNav } from './ProgressNav';
import { ProgressSummary } from './ProgressSummary';
import { ProgressTable } from './ProgressTable';
import { pendingTopics } from './progressView';
import { progressQueryKey, useProgressRefresh } from './useProgressRefresh';
import { ResetLevelDialog } from './ResetLevelDialog';
import { VerificationResultView } from './VerificationResultView';

export function ProgressPage() {
  const studentId = Number(useParams().id);
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useProgressRefresh(studentId);
  const [dialog, setDialog] = useState<'definir' | 'reiniciar' | null>(null);
  const [history, setHistory] = useState<ProgressRow | null>(null);
  const [criteria, setCriteria] = useState<ProgressRow | null>(null);
  const [verification, setVerification] = useState<VerificationResult | null>(null);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: progressQueryKey(studentId),
    queryFn: () => dataProvider.read<StudentProgress>(PROGRESS_PATHS.progreso, { estudiante_id: studentId }),
    retry: false,
  });
  const readOnly = Boolean(data?.avance_nivel);
  const cursoId = data?.curso_id ?? null;
  const closeDialog = () => setDialog(null);

  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <RecordPageHeading declaration={schema} id={studentId} name={data?.nombres} page="Clases" />
      <CardContent>
        <Typography variant="h6" component="h2">{data ? `Clases · ${data.nombres}` : 'Clases'}</Typography>
        {data?.curso ? <Typography variant="subtitle1" component="p">Curso: {data.curso}</Typography> : null}
        <ProgressNav
          studentId={studentId}
          cursoId={cursoId}
          readOnly={readOnly}
          refreshing={isFetching}
          onRefresh={refresh}
          onDefine={() => setDialog('definir')}
          onReset={() => setDialog('reiniciar')}
          onVerified={setVerification}
        />
        {data?.avance_nivel ? (
          <Alert severity="info" sx={{ my: 1 }}>Nivel avanzado el {formatDate(data.avance_nivel)}: las notas y fechas son de solo lectura</Alert>
        ) : null}
        {data && cursoId === null ? <Alert severity="warning" sx={{ my: 1 }}>{PROGRESS_MESSAGES.noCourse}</Alert> : null}
        {verification ? <VerificationResultView result={verification} onClose={() => setVerification(null)} /> : null}
        <SectionContent error={error} pending={isPending} empty={data?.registros.length === 0}>
          <ProgressTable rows={data?.registros ?? []} readOnly={readOnly} onChanged={refresh} onHistory={setHistory} onCriteria={setCriteria} />
        </SectionContent>
        {data && cursoId !== null ? (
          <>
            <ProgressSummary data={data} />
            <LevellingPanel estudianteId={studentId} notaNivelacion={data.nota_nivelacion} readOnly={readOnly} onSaved={refresh} />
          </>
        ) : null}
        {/* Read once the record has come: asked together, the two reads would share the server and the rows come later. */}
        {data ? <OtherLevels estudianteId={studentId} /> : null}
      </CardContent>
      <DefineTopicDialog
        estudianteId={studentId}
        topics={pendingTopics(data?.registros ?? [])}
        open={dialog === 'definir'}
        onClose={closeDialog}
        onDone={refresh}
      />
      <ResetLevelDialog estudianteId={studentId} open={dialog === 'reiniciar'} onClose={closeDialog} onDone={refresh} />
      <HistoryDialog
        title={`Histórico de ${history?.tema.nombre ?? ''}`}
        path={PROGRESS_PATHS.observaciones}
        body={history === null ? null : { progreso_id: history.id }}
        onClose={() => setHistory(null)}
      />
      <GradeCriteriaDialog row={criteria} onClose={() => setCriteria(null)} />
    </Card>
  );
}
