// The course detail's topics table (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): nombre, orden,
// tipo, exam, SEDE PROPIA / MULTISEDE, 50 per page, each row to the topic's detail; above it the
// warning when the weights do not add up.
import { Alert, Box } from '@mui/material';
import { Pagination, ReferenceManyField, useGetList, useRecordContext } from 'react-admin';
import { ResourceDataTable } from '../../src/resource-views/ResourceDataTable';
import temas from '../temas/schema';
import type { TemaRecord } from '../temas/recordType';
import { weightsWarning } from '../temas/weights';
import type { CursoRecord } from './recordType';

/** Every topic of a course fits one page of the server's maximum (a course has about forty). */
const ALL_TOPICS = { page: 1, perPage: 1000 };

function WeightsWarning({ cursoId }: { cursoId: number }) {
  const { data } = useGetList<TemaRecord>(temas.name, { filter: { curso_id: cursoId }, pagination: ALL_TOPICS, sort: temas.list.sort });
  const warning = data ? weightsWarning(data) : null;
  return warning ? <Alert severity="warning" sx={{ mb: 1 }}>{warning}</Alert> : null;
}

export function CourseTopics() {
  const record = useRecordContext<CursoRecord>();
  if (!record) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <WeightsWarning cursoId={record.id} />
      <ReferenceManyField
        reference={temas.name}
        target="curso_id"
        perPage={temas.list.perPage}
        sort={temas.list.sort}
        pagination={<Pagination rowsPerPageOptions={[temas.list.perPage]} />}
      >
        <ResourceDataTable declaration={temas} />
      </ReferenceManyField>
    </Box>
  );
}
