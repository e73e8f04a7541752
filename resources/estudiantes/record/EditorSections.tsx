// The student editor's attribute sections (docs/domain/student-record.md 'The student's record': the editor), in their
// fixed order after 'Datos básicos' and 'Estado': each saves on its own, with its own codes.
import { Box } from '@mui/material';
import { CurrentCourseSection } from '../../../src/shared/students/CurrentCourseSection';
import { CurrentLevelSection } from './CurrentLevelSection';
import { EnrolmentSection } from './EnrolmentSection';
import { FlagSection } from './FlagSection';
import { LevelsSection } from './LevelsSection';
import { PaymentSection } from './PaymentSection';
import { SedeSection } from './SedeSection';
import { TutoringEditSection } from '../tutoring/TutoringEditSection';
import { ValiditySection } from './ValiditySection';

export function EditorSections() {
  return (
    <Box sx={{ pb: 2 }}>
      <ValiditySection />
      <LevelsSection />
      <CurrentLevelSection />
      <CurrentCourseSection />
      <EnrolmentSection />
      <PaymentSection />
      <FlagSection flag="sabados" title="Sábados" />
      <FlagSection flag="versant" title="Versant" />
      <FlagSection flag="requiere_clase_0" title="Clase cero" />
      <FlagSection flag="enviar_notificaciones" title="Notificaciones por correo" />
      <SedeSection />
      <TutoringEditSection />
    </Box>
  );
}
