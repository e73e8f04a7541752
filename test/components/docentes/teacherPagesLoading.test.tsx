// Issue 25 point 6, the causes of the slow teacher and room pages (docs/testing.md 'Benchmarks', rutas): the
// summaries ask for the class types beside their own read, not once it has drawn (a second wait in a
// row); a class-type badge is one plain element titled with the type's name (a MUI Chip inside a
// Tooltip each cost the ~1,300 badges of the demo's teachers summary seconds of rendering); a
// detail's pre-assignments are read by the detail's section, not by the grid's lazily loaded code,
// and once.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import docentesResource from '../../../resources/docentes';
import { TeachersSummary } from '../../../resources/docentes/TeachersSummary';
import { TypeBadges } from '../../../src/shared/classTypes/TypeBadges';
import type { TeacherSummary } from '../../../core/school/preassignments';
import { RoomsSummary } from '../../../resources/salones/RoomsSummary';
import { lazyView } from '../../../src/shell/lazyView';
import { type PreassignmentGridProps, PreassignmentsSection } from '../../../src/shared/week/PreassignmentsSection';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const TYPES = Array.from({ length: 11 }, (_, i) => ({ id: `regular_${i + 1}`, name: `Tipo largo ${i + 1}`, nombre_corto: `T${i + 1}`, color: '#1565c0' }));
const never = () => new Promise<never>(() => undefined);

function renderAlone(element: React.ReactElement, dataProvider: ReturnType<typeof memoryDataProvider>) {
  return render(<AdminContext dataProvider={dataProvider as Parameters<typeof AdminContext>[0]['dataProvider']}>{element}</AdminContext>);
}

describe('the teacher and room pages load in one wait', () => {
  it('the teachers summary asks for the class types while docente/resumen is still on its way', async () => {
    const dataProvider = memoryDataProvider({ lookups: { tiposClase: TYPES } });
    dataProvider.read.mockImplementation(never);
    renderAlone(<TeachersSummary />, dataProvider);
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledWith('docente/resumen', {}));
    await waitFor(() => expect(dataProvider.lookup).toHaveBeenCalledWith('tiposClase'));
    expect(screen.getByText('cargando...')).toBeInTheDocument();
    // A read: the 'Procesando...' overlay (tracked calls) does not cover the list meanwhile.
    expect(dataProvider.call).not.toHaveBeenCalled();
  });

  it('a summary that cannot be read says so instead of loading forever', async () => {
    const dataProvider = memoryDataProvider({ lookups: { tiposClase: TYPES } });
    dataProvider.read.mockRejectedValue(new Error('sin red'));
    // react-query tries a failed read three times more, 1, 2 and 4 s apart: those 7 s pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAlone(<TeachersSummary />, dataProvider);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(await screen.findByText("No fue posible cargar el resumen; use 'Actualizar'.")).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledTimes(4);
  });

  it('the rooms summary asks for the class types while salon/resumen is still on its way', async () => {
    const dataProvider = memoryDataProvider({ lookups: { tiposClase: TYPES } });
    dataProvider.read.mockImplementation(never);
    renderAlone(<RoomsSummary />, dataProvider);
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledWith('salon/resumen', {}));
    await waitFor(() => expect(dataProvider.lookup).toHaveBeenCalledWith('tiposClase'));
  });

  it("draws the demo's 120 teachers × 11 types as plain badges titled with the type's name", async () => {
    const docentes = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1, primer_nombre: `Docente${i + 1}`, primer_apellido: 'Prueba', tutor: false,
      tipos_permitidos: TYPES.map((t) => t.id), disponibilidad: ['1T06:00'], disponibles: 1, preasignados: 0,
    }));
    const summary: TeacherSummary = { docentes, total: docentes.length, indice: 0 };
    const dataProvider = memoryDataProvider({ lookups: { tiposClase: TYPES } });
    dataProvider.read.mockResolvedValue(summary);
    renderAlone(<TeachersSummary />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Resumen de docentes' });
    await waitFor(() => expect(within(table).getAllByText('T1')).toHaveLength(120));
    const badges = within(table).getAllByTitle('Tipo largo 1');
    expect(badges).toHaveLength(120);
    // One element each: its short name as text, no chip, tooltip or wrapper of its own.
    expect(badges.every((badge) => badge.childElementCount === 0 && badge.textContent === 'T1')).toBe(true);
    expect(table.querySelector('.MuiChip-root, .MuiTooltip-popper')).toBeNull();
  });

  it("a badge shows the catalogue's short name while the class types are on their way, never the type's id", async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.lookup.mockImplementation(never);
    renderAlone(<TypeBadges tipos={['regular_1', 'tutoria']} />, dataProvider);
    await waitFor(() => expect(dataProvider.lookup).toHaveBeenCalledWith('tiposClase'));
    expect(screen.getByTitle('Clase regular Foundations (FN)')).toHaveTextContent('FN');
    expect(screen.getByTitle('Tutoría personalizada')).toHaveTextContent('TUT');
    expect(screen.queryByText(/regular_1|tutoria/)).toBeNull();
  });

  it("a detail's section reads the pre-assignments while the grid's code is still loading", async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.read.mockResolvedValue([]);
    // A grid whose code has not arrived (its lazy chunk still on its way), declared as the resources do.
    let arrive: (grid: () => null) => void = () => undefined;
    const Loading = lazyView<PreassignmentGridProps>(() => new Promise((resolve) => (arrive = resolve)));
    renderAlone(
      <RecordContextProvider value={{ id: 7 }}>
        <PreassignmentsSection of="salon" grid={Loading} />
      </RecordContextProvider>,
      dataProvider,
    );
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledWith('preasignaciones/xsalon', { salon_id: 7 }));
    // No view's code left on its way when the file ends (test/components/setup.ts waits for it).
    await act(async () => arrive(() => null));
  });

  it("a teacher's detail draws its grid from one preasignaciones/xdocente read", async () => {
    const ana = { id: 5, version: 1, primer_nombre: 'Ana', primer_apellido: 'Gómez', tipo_documento: 'CC', numero_documento: '1', email: 'ana@escuela.test', activo: true, tutor: false, split: false, tipos_permitidos: [], disponibilidad: ['1T06:00'] };
    const dataProvider = memoryDataProvider({ records: [ana], lookups: { tiposClase: TYPES } });
    dataProvider.read.mockResolvedValue([]);
    renderResource({ resource: docentesResource, path: '/docente/detalle/5', dataProvider });
    const grid = await screen.findByRole('table', { name: 'Preasignaciones del docente' });
    expect(within(grid).getAllByText('Disponible')).toHaveLength(1);
    const reads = dataProvider.read.mock.calls.filter(([path]) => path === 'preasignaciones/xdocente');
    expect(reads).toEqual([['preasignaciones/xdocente', { docente_id: 5 }]]);
  });
});
