// #/usuario/gestion_global (E1020A89; docs/security.md 'Staff users and global management'): search every person — staff, teachers, students —
// from 5 characters (user/buscar), select one and change their state, roles or enrolment sede. The
// server answers each change; the person is read again from the same search afterwards.
import { Alert, Card, CardContent, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useGetIdentity } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { GLOBAL_SEARCH_MIN, type GlobalPerson } from '../../../core/school/globalManagement';
import type { RoleFlag } from '../../../core/engine/privileges';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePermissionCodes } from '../../shell/usePermissionCodes';
import { GlobalResults } from './GlobalResults';
import { personControls } from './globalManagement';
import { PersonPanel } from './PersonPanel';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 350;

export function GlobalManagementPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { codes } = usePermissionCodes();
  const { identity } = useGetIdentity();
  const [texto, setTexto] = useState('');
  const [people, setPeople] = useState<GlobalPerson[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = texto.trim();

  const search = async (text: string) => {
    try {
      setPeople(await dataProvider.read<GlobalPerson[]>('user/buscar', { texto: text }));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  useEffect(() => {
    if (query.length < GLOBAL_SEARCH_MIN) {
      setPeople(null);
      return undefined;
    }
    const timer = setTimeout(() => void search(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // search reads only the text it is given.
  }, [query]);

  /** One change through the dataProvider (its message or error shown), then the list read again. */
  const change = async (path: string, body: Record<string, unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await dataProvider.call(path, body);
      return true;
    } catch {
      return false;
    } finally {
      await search(query);
      setBusy(false);
    }
  };

  const person = people?.find((p) => p.id === selected) ?? null;
  const controls = person ? personControls(person, new Set(codes), identity ? Number(identity.id) : null) : null;
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.gestionGlobal.title} />
      <CardContent>
        <TextField
          fullWidth
          label="Buscar persona"
          placeholder="Nombre, documento o correo"
          value={texto}
          onChange={(event) => setTexto(event.target.value)}
          helperText={query.length < GLOBAL_SEARCH_MIN ? `Escriba al menos ${GLOBAL_SEARCH_MIN} caracteres` : ' '}
        />
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
        {people && people.length === 0 ? <Typography sx={{ mt: 2 }}>No se encontaron resultados</Typography> : null}
        {people && people.length > 0 ? <GlobalResults people={people} selected={selected} onSelect={setSelected} /> : null}
        {person && controls ? (
          <PersonPanel
            person={person}
            controls={controls}
            busy={busy}
            onActivo={(activo) => void change('user/cambiar-activo', { id: person.id, activo: activo ? 1 : 0 })}
            onRole={(flag: RoleFlag, on) => void change(on ? 'user/activar_rol' : 'user/desactivar_rol', { id: person.id, rol: flag })}
            onSede={(sedeId) => change('user/cambiar_sede', { id: person.id, sede_id: sedeId })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
