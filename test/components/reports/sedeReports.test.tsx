// #/reportes/siet and #/reportes/encuesta-satisfaccion (docs/domain/reports.md 'Reports'): the sede multi-select
// only for holders of 2E3F932E (its open list 10 rows tall), the bodies with and without it, SIET's
// 34 columns in a sideways-scrolling table, 'Descargar' (siet-<from>-<to>.xls) only with rows, the survey's
// type.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { SIET_COLUMNS, SURVEY_COLUMNS } from '../../../core/school/reports/columns';
import type { SurveyRow } from '../../../core/school/reports/contract';
import { EncuestaPage } from '../../../src/pages/reports/EncuestaPage';
import { MULTI_SELECT_MAX_HEIGHT } from '../../../src/pages/reports/reportForm';
import { SietPage } from '../../../src/pages/reports/SietPage';
import { bodiesOf, button, cellsOf, levelChange, openingRun, renderReport, run, typeRange } from './harness';

const WITHOUT_CHOICE = ALL_PERMISSION_CODES.filter((code) => code !== P.reportes.chooseSedes);

async function chooseSedes(...names: string[]) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Sedes' }));
  const list = await screen.findByRole('listbox');
  for (const name of names) await userEvent.click(within(list).getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('#/reportes/siet', () => {
  it('offers a holder of 2E3F932E the sedes lookup in a list 10 rows tall', async () => {
    renderReport(<SietPage />, '/reportes/siet', () => []);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sedes' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bogotá Chapinero', 'Bogotá Usaquén', 'Bogotá Premium Andino']);
    expect(getComputedStyle(list.parentElement as HTMLElement).maxHeight).toBe(`${MULTI_SELECT_MAX_HEIGHT}px`);
  });

  it('sends the chosen sedes and shows the rows in SIET’s columns', async () => {
    const { dataProvider } = renderReport(<SietPage />, '/reportes/siet', () => [levelChange(1), levelChange(2, { primer_nombre: 'Mario' })]);
    await openingRun(dataProvider, 'reportes/siet');
    await chooseSedes('Bogotá Usaquén', 'Bogotá Premium Andino');
    expect(screen.getByRole('combobox', { name: 'Sedes' })).toHaveTextContent('Bogotá Usaquén, Bogotá Premium Andino');
    await typeRange('01/03/2026', '31/03/2026');
    await run();
    const table = await screen.findByRole('table', { name: 'Reporte SIET' });
    expect(bodiesOf(dataProvider, 'reportes/siet')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', sedes: [2, 25] }]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(SIET_COLUMNS.map((c) => c.header));
    const rows = cellsOf(table);
    expect(rows.map((row) => row[0])).toEqual(['Laura', 'Mario']);
    expect(rows[0].slice(22, 25)).toEqual(['Inglés', 'Inglés A1 - 2', '05/03/2026']);
    // Wide: its container scrolls sideways inside the card.
    expect(getComputedStyle(table.parentElement as HTMLElement).overflowX).toBe('auto');
  });

  it('shows no sede select without 2E3F932E and sends no sedes', async () => {
    const { dataProvider } = renderReport(<SietPage />, '/reportes/siet', () => [levelChange(1)], WITHOUT_CHOICE);
    await openingRun(dataProvider, 'reportes/siet');
    await typeRange('01/03/2026', '31/03/2026');
    await run();
    await screen.findByRole('table', { name: 'Reporte SIET' });
    expect(screen.queryByRole('combobox', { name: 'Sedes' })).toBeNull();
    expect(bodiesOf(dataProvider, 'reportes/siet')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' }]);
  });

  it('keeps Descargar disabled without rows', async () => {
    renderReport(<SietPage />, '/reportes/siet', () => []);
    expect(button('Descargar')).toBeDisabled();
    await typeRange('01/03/2026', '31/03/2026');
    await run();
    expect(await screen.findByText('No hay datos para el rango seleccionado.')).toBeInTheDocument();
    expect(button('Descargar')).toBeDisabled();
  });

  it('downloads the .xls at once (one format) with the shown report’s body', async () => {
    const { downloadExport } = renderReport(<SietPage />, '/reportes/siet', () => [levelChange(1)], WITHOUT_CHOICE);
    await typeRange('01/03/2026', '31/03/2026');
    await run();
    await screen.findByRole('table', { name: 'Reporte SIET' });
    await waitFor(() => expect(button('Descargar')).toBeEnabled());
    await userEvent.click(button('Descargar'));
    await waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
    expect(downloadExport.mock.calls[0][0]).toMatchObject({
      path: 'reportes/siet/exportar',
      body: { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', formato: 'xls' },
      fallbackName: 'siet.xls',
    });
  });
});

const SURVEY: SurveyRow[] = [
  {
    id: 9,
    fecha: '2026-03-04',
    hora: '07:30',
    estudiante: { nombre: 'Laura Pérez', tipo_documento: 'CC', numero_documento: '1020', movil: '3001112233', email: 'laura@correo.test', sede: { nombre: 'Bogotá Chapinero' } },
    docente: 'Carlos Ruiz',
    salon: { nombre: 'Salón 101', sede: { nombre: 'Bogotá Usaquén' } },
    tema_nombre: 'Past simple',
    calificacion: 5,
    comentarios: 'Muy buena clase',
  },
];

describe('#/reportes/encuesta-satisfaccion', () => {
  it('sends the type, the sedes and the range, and shows the 13 columns', async () => {
    const { dataProvider } = renderReport(<EncuestaPage />, '/reportes/encuesta-satisfaccion', () => SURVEY);
    await openingRun(dataProvider, 'reportes/encuesta-satisfaccion');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Clase', 'Tutoría']);
    await userEvent.click(screen.getByRole('option', { name: 'Tutoría' }));
    await chooseSedes('Bogotá Chapinero');
    await typeRange('01/03/2026', '31/03/2026');
    await run();
    const table = await screen.findByRole('table', { name: 'Encuesta de satisfacción' });
    expect(bodiesOf(dataProvider, 'reportes/encuesta-satisfaccion')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', sedes: [1], tipo: 'tutoria' }]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(SURVEY_COLUMNS.map((c) => c.header));
    expect(SURVEY_COLUMNS).toHaveLength(13);
    expect(cellsOf(table)).toEqual([
      ['04/03/2026', '7:30 am', 'Bogotá Chapinero', 'Laura Pérez', 'CC 1020', '3001112233', 'laura@correo.test', 'Carlos Ruiz', 'Bogotá Usaquén', 'Salón 101', 'Past simple', '5', 'Muy buena clase'],
    ]);
  });

  it('sends clase by default and no sedes without 2E3F932E', async () => {
    const { dataProvider } = renderReport(<EncuestaPage />, '/reportes/encuesta-satisfaccion', () => [], WITHOUT_CHOICE);
    await openingRun(dataProvider, 'reportes/encuesta-satisfaccion');
    await typeRange('01/03/2026', '02/03/2026');
    await run();
    expect(await screen.findByText('No hay datos para el rango seleccionado.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sedes' })).toBeNull();
    expect(bodiesOf(dataProvider, 'reportes/encuesta-satisfaccion')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-02', tipo: 'clase' }]);
  });
});
