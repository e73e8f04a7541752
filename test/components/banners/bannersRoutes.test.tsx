// Banners in the real shell: #/banners (where react-admin mounts a resource) leads to the list the
// spec routes at #/banners/lista, which the menu links to.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bannersResource from '../../../resources/banners';
import { P } from '../../../core/engine/permissions';
import { renderApp, stubVersion } from '../shell/fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('banner routes', () => {
  it('#/banners leads to #/banners/lista', async () => {
    renderApp({ hash: '#/banners', codes: [P.admin.listBanners], resources: [bannersResource] });
    await waitFor(() => expect(window.location.hash).toBe('#/banners/lista'));
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
  });
});
