import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ThankYouPage } from './thank-you-page';

function openOrder(id: string, status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
  const router = createMemoryRouter([{ path: '/obrigado', element: <ThankYouPage /> }], {
    initialEntries: [`/obrigado?pedido=${id}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('/obrigado', () => {
  it('points an unknown order to the e-mail, without a retry that cannot work', async () => {
    openOrder('3c1f7a2b-4d5e-4f60-8a1b-2c3d4e5f6a7b', 404, {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado.',
    });
    expect(await screen.findByText(/Não encontramos este pedido\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('offers to try again when the server failed', async () => {
    openOrder('3c1f7a2b-4d5e-4f60-8a1b-2c3d4e5f6a7b', 503, {
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: 'Serviço indisponível. Tente novamente em instantes.',
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
