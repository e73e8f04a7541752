// 'Registro de tutorías' on the student detail, shown with code 023AB260.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../../src/shell/LinkButton';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import schema from '../schema';
import type { EstudianteRecord } from '../recordType';

export function TutoringRegisterButton() {
  const record = useRecordContext<EstudianteRecord>();
  const allowed = useHasPermission(P.programador.tutorias);
  if (!allowed || !record) return null;
  return <LinkButton to={`/${schema.prefix}/tutoria/${record.id}`} label="Registro de tutorías" icon={<EventNoteIcon />} />;
}
