// Student detail: basic and advanced data with the spec's empty states.
import { Show } from 'react-admin';
import { ResourceShowActions } from '../../src/resource-views/ResourceShowActions';
import { ShowSection } from '../../src/resource-views/ShowSection';
import { PasswordButton } from './PasswordButton';
import schema from './schema';
import { ADVANCED_DATA, BASIC_DATA } from './showSections';

export function EstudianteShow() {
  return (
    <Show
      title="Detalle de Estudiante"
      actions={
        <ResourceShowActions declaration={schema}>
          <PasswordButton />
        </ResourceShowActions>
      }
      component="div" // the sections are cards of their own
    >
      <ShowSection declaration={schema} title="Datos básicos" items={BASIC_DATA} />
      <ShowSection declaration={schema} title="Datos avanzados" items={ADVANCED_DATA} />
    </Show>
  );
}
