// One section of the student editor by its key (core/school/students/editorSections.ts): the
// component that draws and saves it.
import type { EditorSectionKey } from '../../../core/school/students/editorSections';
import { CurrentCourseSection } from '../../../src/shared/students/CurrentCourseSection';
import { EstudianteEstado } from '../account/EstudianteEstado';
import { TutoringEditSection } from '../tutoring/TutoringEditSection';
import { BasicDataSection } from './BasicDataSection';
import { CurrentLevelSection } from './CurrentLevelSection';
import { EnrolmentSection } from './EnrolmentSection';
import { FlagSection } from './FlagSection';
import { LevelsSection } from './LevelsSection';
import { PaymentSection } from './PaymentSection';
import { SedeSection } from './SedeSection';
import { SietSection } from './SietSection';
import { ValiditySection } from './ValiditySection';

export function EditorSection({ section }: { section: EditorSectionKey }) {
  switch (section) {
    case 'basicos':
      return <BasicDataSection />;
    case 'estado':
      return <EstudianteEstado />;
    case 'vigencia':
      return <ValiditySection />;
    case 'niveles':
      return <LevelsSection />;
    case 'nivel':
      return <CurrentLevelSection />;
    case 'curso':
      return <CurrentCourseSection />;
    case 'inscripcion':
      return <EnrolmentSection />;
    case 'pago':
      return <PaymentSection />;
    case 'sabados':
      return <FlagSection flag="sabados" title="Sábados" />;
    case 'versant':
      return <FlagSection flag="versant" title="Versant" />;
    case 'clase0':
      return <FlagSection flag="requiere_clase_0" title="Clase cero" />;
    case 'notificaciones':
      return <FlagSection flag="enviar_notificaciones" title="Notificaciones por correo" />;
    case 'sede':
      return <SedeSection />;
    case 'tutorias':
      return <TutoringEditSection />;
    case 'siet':
      return <SietSection />;
  }
}
