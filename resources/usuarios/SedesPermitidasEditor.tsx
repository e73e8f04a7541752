// The staff edit page's permitted sedes (1010A13E): one switch per sede the editor may hand out,
// each click saved at once (funcionario/agregar_sede, quitar_sede: one call per click). The last
// one cannot be removed: an empty list would mean every sede.
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../src/resource-views/useFieldOptions';
import { agregarSede, quitarSede } from './actions';
import { useStaffAction } from './useStaffAction';
import type { UsuarioRecord } from './recordType';

export function SedesPermitidasEditor() {
  const record = useRecordContext<UsuarioRecord>();
  const sedes = useLookupOptions('sedes');
  const add = useStaffAction(agregarSede);
  const remove = useStaffAction(quitarSede);
  if (!record || !sedes) return null;
  const held = new Set(((record.sedes_permitidas as number[] | undefined) ?? []).map(Number));
  const busy = add.isPending || remove.isPending || !add.allowed;
  const toggle = (sedeId: number, on: boolean) => {
    const body = { id: record.id, sede_id: sedeId };
    void (on ? add.save(body) : remove.save(body));
  };
  return (
    <FormGroup row aria-label="Sedes permitidas">
      {sedes.map((sede) => {
        const id = Number(sede.id);
        const on = held.has(id);
        return (
          <FormControlLabel
            key={id}
            sx={{ minWidth: 260 }}
            control={<Switch checked={on} disabled={busy || (on && held.size === 1)} onChange={(event) => toggle(id, event.target.checked)} />}
            label={sede.name}
          />
        );
      })}
    </FormGroup>
  );
}
