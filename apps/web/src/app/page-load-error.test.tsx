import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loadPageComponent } from './page-load-error';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /x.js');

describe('loadPageComponent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves to an in-page error whose "Tentar novamente" loads the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Same build served: not a deploy, so no reload.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>')),
    );
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(() => <p>Página carregada</p>);

    const Component = await loadPageComponent(load);
    renderWithProviders(<Component />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível abrir esta página');

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('lets other errors reach the error boundary', async () => {
    await expect(loadPageComponent(() => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
  });
});
