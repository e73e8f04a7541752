// The shell's router adapter drops a query-only navigation from a page the user has left (a list's
// debounced search landing while the next page renders), and lets every other navigation through.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouterNavigateFunction } from 'react-admin';
import { routerProvider } from '../../../src/admin/routerProvider';
import { isStaleQueryChange } from '../../../src/admin/staleQueryChange';

function setup() {
  const captured: { navigate?: RouterNavigateFunction } = {};
  function ListPage() {
    captured.navigate = routerProvider.useNavigate();
    return <p>lista</p>;
  }
  // As react-admin builds it: a data router with one '*' route, the pages in descendant <Routes>.
  const pages = (
    <Routes>
      <Route path="/estudiantes" element={<ListPage />} />
      <Route path="/estudiante/nuevo" element={<p>nuevo</p>} />
    </Routes>
  );
  const router = createMemoryRouter([{ path: '*', element: pages }], { initialEntries: ['/estudiantes'] });
  render(<RouterProvider router={router} />);
  return { router, navigate: () => captured.navigate! };
}

describe('routerProvider.useNavigate', () => {
  it('drops a search change asked for by the list after the user has navigated away, before the next page rendered', async () => {
    const { router, navigate } = setup();
    const fromList = navigate();
    // The user's click: the router's location changes at once, the list is still what is rendered.
    await router.navigate('/estudiante/nuevo');
    expect(router.state.location.pathname).toBe('/estudiante/nuevo');
    expect(screen.getByText('lista')).toBeTruthy();
    fromList({ search: '?filter=%7B%7D' });
    await screen.findByText('nuevo');
    expect(router.state.location.pathname).toBe('/estudiante/nuevo');
  });

  it('applies a search change while the list is the current page', async () => {
    const { router, navigate } = setup();
    act(() => navigate()({ search: '?filter=%7B%22q%22%3A%22ana%22%7D' }));
    expect(router.state.location.pathname).toBe('/estudiantes');
    expect(router.state.location.search).toBe('?filter=%7B%22q%22%3A%22ana%22%7D');
  });

  it('lets a navigation to another path through even after leaving', async () => {
    const { router, navigate } = setup();
    const fromList = navigate();
    await router.navigate('/estudiante/nuevo');
    fromList('/estudiantes');
    await screen.findByText('lista');
    expect(router.state.location.pathname).toBe('/estudiantes');
  });
});

describe('isStaleQueryChange', () => {
  it('is a query-only change from another path', () => {
    expect(isStaleQueryChange({ search: '?a=1' }, '/estudiantes', '/estudiante/nuevo')).toBe(true);
    expect(isStaleQueryChange('?a=1', '/estudiantes', '/estudiante/nuevo')).toBe(true);
    expect(isStaleQueryChange({ search: '?a=1' }, '/estudiantes', '/estudiantes')).toBe(false);
    expect(isStaleQueryChange({ pathname: '/estudiantes', search: '?a=1' }, '/estudiantes', '/x')).toBe(false);
    expect(isStaleQueryChange('/estudiantes', '/estudiantes', '/x')).toBe(false);
    expect(isStaleQueryChange(-1, '/estudiantes', '/x')).toBe(false);
  });
});
