// #/tutoria's free slots (issue 43 point 12): with 5B4F11C4 each is a button named for its day,
// hour, cabin and tutor, opening a dialog to find the student and book (tutorias/agendar); the grid
// is read again and shows the session, and the booking is confirmed above it. A refusal stays in the
// dialog. Without the code a free slot only says 'Libre'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { TutoringPage } from '../../../src/pages/tutoring/TutoringPage';
import type { TutoringDay } from '../../../src/pages/tutoring/tutoringGrid';
import { AGENDA, readsOf, renderDisplayPage } from '../logistics/harness';

const FREE = { salon_id: 5, salon: 'Cabina 1', profesor_id: 9, profesor: 'Ana Ruiz' };
const DAY: TutoringDay = {
  fecha: '2026-11-23',
  horas: ['07:00', '07:15'],
  columnas: [],
  sesiones: [],
  libres: [{ hora: '07:00', ...FREE }, { hora: '07:15', ...FREE }],
};
const STUDENT = { id: 100, primer_nombre: 'Luis', primer_apellido: 'Pérez', numero_documento: '1020304050' };
const SLOT_NAME = 'Agendar tutoría: lunes 23 de noviembre, 7:15 am, Cabina 1 con Ana Ruiz';

function renderTutoria(options: { codes?: string[]; refusal?: string } = {}) {
  let booked = false;
  const view = renderDisplayPage(<TutoringPage />, '/tutoria', (path) => {
    if (path === 'agenda_disponible') return AGENDA;
    if (path === 'tutorias/por_fecha') {
      return booked
        ? { ...DAY, columnas: [FREE], sesiones: [{ id: 1, hora: '07:15', salon_id: 5, profesor_id: 9, estudiante_id: 100, estudiante: 'Luis Pérez', estado: 'programada' }], libres: [DAY.libres![0]] }
        : DAY;
    }
    if (path === 'estudiante/buscar') return [STUDENT];
    if (path === 'tutorias/agendar') {
      if (options.refusal) throw new Error(options.refusal);
      booked = true;
      return { id: 1, mensaje: 'Tutoría agendada: lunes 23 de noviembre, 7:15 am, Cabina 1 con Ana Ruiz' };
    }
    throw new Error(`Llamada inesperada: ${path}`);
  }, options.codes);
  return view;
}

async function pickStudent() {
  const dialog = await screen.findByRole('dialog', { name: 'Agendar tutoría' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Buscar estudiante' }), 'Pérez');
  await userEvent.click(await within(dialog).findByRole('button', { name: /Luis Pérez/ }));
  return dialog;
}

describe('#/tutoria: booking a free slot', () => {
  it('books the chosen slot for the student found, reads the grid again and shows the session', async () => {
    const { dataProvider } = renderTutoria();
    const slot = await screen.findByRole('button', { name: SLOT_NAME });
    // The free slot's pair is a column although no session is held there yet.
    const grid = screen.getByRole('table', { name: 'Tutorías del día' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hora', 'Cabina 1Ana Ruiz']);
    slot.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await pickStudent();
    expect(dialog).toHaveTextContent('lunes 23 de noviembre, 7:15 am · Cabina 1 con Ana Ruiz');
    expect(dialog).toHaveTextContent('Estudiante: Luis Pérez (1020304050)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(readsOf(dataProvider, 'tutorias/agendar')).toEqual([{ fecha: '2026-11-23', hora: '07:15', salon_id: 5, profesor_id: 9, estudiante_id: 100 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Tutoría agendada: lunes 23 de noviembre, 7:15 am, Cabina 1 con Ana Ruiz · Luis Pérez', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Luis Pérez' })).toHaveAttribute('href', '/estudiante/detalle/100');
    expect(screen.queryByRole('button', { name: SLOT_NAME })).toBeNull();
    expect(screen.getByRole('button', { name: 'Agendar tutoría: lunes 23 de noviembre, 7:00 am, Cabina 1 con Ana Ruiz' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderTutoria({ refusal: 'El estudiante no tiene tutorías habilitadas' });
    await userEvent.click(await screen.findByRole('button', { name: SLOT_NAME }));
    const dialog = await pickStudent();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByText('El estudiante no tiene tutorías habilitadas')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Agendar tutoría' })).toBeInTheDocument();
  });

  it("without 5B4F11C4 a free slot only says 'Libre'", async () => {
    renderTutoria({ codes: ALL_PERMISSION_CODES.filter((c) => c !== P.programador.createAgendamiento) });
    const grid = await screen.findByRole('table', { name: 'Tutorías del día' });
    expect(within(grid).getAllByText('Libre')).toHaveLength(2);
    expect(within(grid).queryByRole('button')).toBeNull();
  });
});
