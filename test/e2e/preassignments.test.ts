// #/preasignaciones in the browser (issue 8 point 3): 'Preasignar Salón' for a teacher and a room
// of the sede, Calcular, one type, Guardar; the pre-assignments are written.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

interface Teacher { id: number; primer_nombre: string; primer_apellido: string; tutor: boolean; tipos_permitidos: string[] }
interface Room { id: number; nombre: string; tipos_permitidos: string[]; maximo: number }

describe('pre-assignments', () => {
  it("pre-assigns a room to a teacher through 'Preasignar Salón'", async () => {
    const token = await adminToken();
    const { docentes } = await api<{ docentes: Teacher[] }>('docente/resumen', {}, token);
    const { salones } = await api<{ salones: Room[] }>('salon/resumen', {}, token);
    const options = await api<Option[]>('salones/opciones', {}, token);
    const sedes = await api<Option[]>('sedes/lista', {}, token);
    const name = (t: Teacher) => `${t.primer_nombre} ${t.primer_apellido}`;
    // A teacher with a unique name, a class room of one sede whose name is unique there, and free slots between them.
    let found: { teacher: Teacher; room: Room; sede: Option; slots: number } | undefined;
    for (const teacher of docentes.filter((t) => !t.tutor && docentes.filter((o) => name(o) === name(t)).length === 1)) {
      for (const room of salones.filter((r) => r.maximo === 55 && r.tipos_permitidos.some((tipo) => teacher.tipos_permitidos.includes(tipo)))) {
        const sedeId = options.find((o) => o.id === room.id)?.sede_id;
        if (options.filter((o) => o.sede_id === sedeId && o.name === room.nombre).length > 1) continue;
        const candidates = await api<unknown[]>('preasignacion/calcular', { docente_id: teacher.id, salon_id: room.id }, token);
        const sede = sedes.find((s) => s.id === sedeId);
        if (candidates.length > 0 && sede) found = { teacher, room, sede, slots: candidates.length };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { teacher, room, sede, slots } = found!;
    const before = (await api<unknown[]>('preasignaciones/xdocente', { docente_id: teacher.id }, token)).length;

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/preasignaciones`);
    await page.getByRole('combobox', { name: 'Sede' }).click();
    await page.getByRole('option', { name: String(sede.nombre), exact: true }).click();
    const panel = page.getByRole('region', { name: 'Preasignar Salón' });
    await panel.getByRole('combobox', { name: 'Docente' }).click();
    await page.getByRole('option', { name: name(teacher), exact: true }).click();
    await panel.getByRole('combobox', { name: 'Salón' }).click();
    await page.getByRole('option', { name: room.nombre, exact: true }).click();
    await panel.getByRole('button', { name: 'Calcular' }).click();
    await panel.getByRole('table', { name: 'Bloques calculados' }).waitFor();
    await panel.getByRole('group', { name: 'Tipos de la preasignación' }).getByRole('checkbox').first().check();
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Información Guardada').first().waitFor();
    const after = (await api<unknown[]>('preasignaciones/xdocente', { docente_id: teacher.id }, token)).length;
    expect(after).toBe(before + slots);
    await page.close();
  });
});
