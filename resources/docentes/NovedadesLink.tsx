// 'Novedades' on the teacher detail (EFE8AFBA; the section's code hides it from others).
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../src/shell/LinkButton';
import { docenteNovedadesPath } from './paths';
import type { DocenteRecord } from './recordType';

export function NovedadesLink() {
  const record = useRecordContext<DocenteRecord>();
  return record ? <LinkButton to={docenteNovedadesPath(record.id)} label="Novedades" icon={<EventNoteIcon />} /> : null;
}
