// The header by width (docs/interface.md 'Phone and tablet'): below 900 px a menu button opens react-admin-style
// drawer with the same entries as the header's menu, closing when one is picked; a phone shows the
// profile link and 'Salir' as icons; 900 px and more keep the menu in the header.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { stubViewport } from '../viewport';
import { renderApp, stubVersion } from './fakes';

beforeEach(() => {
  stubVersion('2.3.4');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// On a list page: the home page's dashboard would ask the fake provider for figures it does not hold.
const START = '#/estudiantes';
const menuButton = () => screen.findByRole('button', { name: 'Abrir menú' });

describe('the header on a phone (390 px)', () => {
  it('opens the drawer with the menu entries and goes where one leads', async () => {
    stubViewport(390);
    renderApp({ hash: START, codes: ALL_PERMISSION_CODES });
    await userEvent.click(await menuButton());
    const drawer = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    // The same entries as the header's menu (layout.test.tsx), the sub-menus' entries under their names.
    expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual(expect.arrayContaining(['Estudiantes', 'Salones', 'Tutorías', 'Pantalla', 'Logística', 'Cancelación masiva', 'Ocupación']));
    for (const group of ['Programador', 'Admin', 'Reportes']) expect(drawer.getByText(group)).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Pantalla' })).toHaveAttribute('target', '_blank');
    await userEvent.click(drawer.getByRole('link', { name: 'Salones' }));
    expect(await screen.findByText('Vista lista Salones')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/salones');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument());
  });

  it('marks the current page in the drawer and closes on Escape', async () => {
    stubViewport(390);
    renderApp({ hash: '#/salones', codes: ALL_PERMISSION_CODES });
    expect(await screen.findByText('Vista lista Salones')).toBeInTheDocument();
    await userEvent.click(await menuButton());
    const drawer = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    expect(drawer.getByRole('link', { name: 'Salones' })).toHaveAttribute('aria-current', 'page');
    expect(drawer.getByRole('link', { name: 'Estudiantes' })).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument());
  });

  it('shows the profile link and Salir as named icons', async () => {
    stubViewport(390);
    const { authProvider } = renderApp({ hash: START, codes: ALL_PERMISSION_CODES });
    const profile = await screen.findByRole('link', { name: 'Ana Gómez en Sede Norte' });
    expect(profile).toHaveAttribute('href', '#/profile');
    expect(profile).not.toHaveTextContent('Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });
});

describe('the header by width', () => {
  it('folds the menu on a tablet (768 px) but keeps the profile text', async () => {
    stubViewport(768);
    renderApp({ hash: START, codes: ALL_PERMISSION_CODES });
    expect(await menuButton()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ana Gómez en Sede Norte' })).toHaveTextContent('Ana Gómez en Sede Norte');
  });

  it('keeps the menu in the header from 900 px', async () => {
    stubViewport(1366);
    renderApp({ hash: START, codes: ALL_PERMISSION_CODES });
    const nav = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    expect(nav.getByRole('link', { name: 'Estudiantes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });
});
