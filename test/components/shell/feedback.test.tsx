import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MS, feedback, TOAST_MS, WARNING_MS } from '../../../src/shell/feedback';
import { FeedbackLayer } from '../../../src/shell/FeedbackLayer';
import { overlayView } from '../../../src/shell/overlayView';

beforeEach(() => feedback.reset());
afterEach(() => feedback.reset());

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('overlayView', () => {
  it('is closed when idle, busy while calls run, and shows a stored message', () => {
    expect(overlayView({ pending: 0, message: null, toasts: [] })).toEqual({ open: false, busy: false, message: null });
    expect(overlayView({ pending: 2, message: null, toasts: [] })).toEqual({ open: true, busy: true, message: null });
    const message = { kind: 'error' as const, text: 'Falló' };
    expect(overlayView({ pending: 0, message, toasts: [] })).toEqual({ open: true, busy: false, message });
  });
});

describe('ProcessingOverlay', () => {
  it("shows 'Procesando...' while a tracked call runs and hides it afterwards", async () => {
    render(<FeedbackLayer />);
    expect(screen.queryByText('Procesando...')).not.toBeInTheDocument();
    const call = deferred();
    let tracked: Promise<void> = Promise.resolve();
    act(() => {
      tracked = feedback.track(call.promise);
    });
    expect(await screen.findByText('Procesando...')).toBeVisible();
    await act(async () => {
      call.resolve();
      await tracked;
    });
    await vi.waitFor(() => expect(screen.queryByText('Procesando...')).not.toBeInTheDocument());
  });

  it('shows a stored error for 3 s and a warning for 2 s', () => {
    vi.useFakeTimers();
    render(<FeedbackLayer />);
    act(() => feedback.error('No fue posible conectar con el servidor'));
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible conectar con el servidor');
    act(() => vi.advanceTimersByTime(ERROR_MS - 10));
    expect(screen.getByText('No fue posible conectar con el servidor')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(feedback.get().message).toBeNull();

    act(() => feedback.warn('No tiene permiso para esta operación'));
    expect(screen.getByRole('alert')).toHaveTextContent('No tiene permiso para esta operación');
    act(() => vi.advanceTimersByTime(WARNING_MS + 10));
    expect(feedback.get().message).toBeNull();
  });

  it('dismisses the stored message on click', () => {
    render(<FeedbackLayer />);
    act(() => feedback.error('Registro no encontrado'));
    fireEvent.click(screen.getByText('Registro no encontrado'));
    expect(feedback.get().message).toBeNull();
  });

  it('does not dismiss a running call on click', async () => {
    render(<FeedbackLayer />);
    const call = deferred();
    act(() => {
      void feedback.track(call.promise);
    });
    fireEvent.click(await screen.findByText('Procesando...'));
    expect(screen.getByText('Procesando...')).toBeInTheDocument();
    await act(async () => call.resolve());
  });
});

describe('Toasts', () => {
  it("stacks 'Proceso exitoso' toasts with the server mensaje and hides them after 5 s", () => {
    vi.useFakeTimers();
    render(<FeedbackLayer />);
    act(() => {
      feedback.success('Usuario activado');
      feedback.success('Se crearon 3 registros. 0 filas con errores.');
    });
    expect(screen.getAllByText('Proceso exitoso')).toHaveLength(2);
    expect(screen.getByText('Usuario activado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_MS + 10));
    expect(screen.queryByText('Proceso exitoso')).not.toBeInTheDocument();
  });

  it('closes a toast with its Cerrar button', async () => {
    render(<FeedbackLayer />);
    act(() => feedback.success('Sede cambiada'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Sede cambiada')).not.toBeInTheDocument();
  });
});
