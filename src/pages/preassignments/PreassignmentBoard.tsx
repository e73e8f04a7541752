// The board of #/preasignaciones for one sede (98BEF7FF): the teacher filter, the weekday tabs, the
// day's grid of the regular rooms with each room's summary, the tutoring rooms apart, the type
// legend, and with 235AE1F the cell dialog and the 'Preasignar Salón' panel.
import { MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { DAY_NAMES, SCHOOL_DAYS, type SchoolDay } from '../../../core/school/calendar';
import type { Preassignment } from '../../../core/school/preassignments';
import { useTeacherSummary } from '../../shared/summaries/useTeacherSummary';
import { TypeLegend } from '../../shared/classTypes/TypeLegend';
import { preassignmentsByKey } from '../../shared/week/preassignmentIndex';
import { usePreassignments } from '../../shared/week/usePreassignments';
import { DayGrid } from './DayGrid';
import { PreassignmentDialog } from './PreassignmentDialog';
import { PreassignPanel } from './PreassignPanel';
import { sedeIndex, splitRooms, type TeacherFilter, teacherName } from './preassignmentPage';
import { TutoringRooms } from './TutoringRooms';
import { useSedePreassignments, useSedeRooms } from './usePreassignmentData';

export function PreassignmentBoard({ sedeId, canEdit }: { sedeId: number; canEdit: boolean }) {
  const { data: summary } = useTeacherSummary();
  const rooms = useSedeRooms(sedeId);
  const { grid, tutoring } = useMemo(() => splitRooms(rooms ?? []), [rooms]);
  const byRoom = useSedePreassignments(sedeId);
  const [day, setDay] = useState<SchoolDay>(1);
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [opened, setOpened] = useState<Preassignment | null>(null);
  const teacher = summary?.docentes.find((docente) => docente.id === teacherId);
  const { data: own } = usePreassignments('docente', teacherId ?? undefined, teacherId !== null);
  const filter = useMemo((): TeacherFilter | null => (teacher ? { teacher, busy: new Set(preassignmentsByKey(own).keys()) } : null), [teacher, own]);
  if (!rooms || !summary) return <Typography variant="body2">cargando...</Typography>;
  return (
    <>
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Filtrar por docente"
        value={teacherId === null ? 'todos' : String(teacherId)}
        onChange={(event) => setTeacherId(event.target.value === 'todos' ? null : Number(event.target.value))}
        sx={{ minWidth: 260, mb: 1 }}
      >
        <MenuItem value="todos">Todos</MenuItem>
        {summary.docentes.map((docente) => (
          <MenuItem key={docente.id} value={String(docente.id)}>{teacherName(docente)}</MenuItem>
        ))}
      </TextField>
      <Tabs value={day} onChange={(_, value: SchoolDay) => setDay(value)} aria-label="Día de la semana" variant="scrollable">
        {SCHOOL_DAYS.map((d) => (
          <Tab key={d} value={d} label={DAY_NAMES[d]} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ my: 1 }}>
        <Typography variant="body2">Salones activos: <strong>{rooms.length}</strong></Typography>
        <Typography variant="body2">Índice de configuración de la sede: <strong>{`${sedeIndex(rooms)} %`}</strong></Typography>
      </Stack>
      <DayGrid day={day} rooms={grid} byRoom={byRoom} filter={filter} onOpen={canEdit ? setOpened : undefined} />
      <TutoringRooms rooms={tutoring} />
      <TypeLegend />
      {canEdit ? <PreassignPanel teachers={summary.docentes} rooms={rooms} /> : null}
      {canEdit ? <PreassignmentDialog preassignment={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
