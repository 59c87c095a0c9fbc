import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import ThankYouPage from './thank-you-page';

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

const LINHA = '36490000019000000000100000000001101230000044900';
const PIX = '00020101021226830014BR.GOV.BCB.PIX2561pix.example/qr/v2/cobv/16304ABCD';
const BOLETO_ORDER: CheckoutResult = {
  id: '3c1f7a2b-4d5e-4f60-8a1b-2c3d4e5f6a7b',
  plan: { id: 'p', name: 'Equipe', interval: 'monthly', priceCents: 44_900, userLimit: 50 },
  amountCents: 44_900,
  nextChargeAt: '2026-11-30',
  trial: false,
  email: 'financeiro@padaria.com.br',
  paymentMethod: 'boleto',
  cardMask: null,
  boleto: {
    dueDate: '2026-11-30',
    linhaDigitavel: LINHA,
    pdfUrl: '/efi-sim/boletos/1.pdf',
    pixCode: PIX,
  },
  existingCompany: false,
};

describe('/obrigado after a boleto', () => {
  it('shows amount, due date, the codes to copy, the PDF, the Pix QR and the next steps', async () => {
    const user = userEvent.setup();
    openOrder(BOLETO_ORDER.id, 200, BOLETO_ORDER);
    expect(await screen.findByRole('heading', { name: 'Boleto gerado!' })).toBeInTheDocument();
    const panel = screen.getByRole('heading', { name: 'Pague o boleto até 30/11/26' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByText(LINHA)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar boleto (PDF)' })).toHaveAttribute(
      'href',
      '/efi-sim/boletos/1.pdf',
    );
    expect(
      await screen.findByRole('img', { name: /QR Code do Pix/ }, { timeout: 10_000 }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('Próximos passos')).toBeInTheDocument();
    expect(screen.getByText('Depois do pagamento: ative sua conta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await navigator.clipboard.readText()).toBe(LINHA);
    const copied = screen.getByRole('button', { name: 'Copiar linha digitável: copiado' });
    expect(copied).toHaveTextContent('Copiado');
    expect(
      screen.getByText('Linha digitável: copiado para a área de transferência.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(PIX);
    const status = screen.getByText('Pix copia e cola: copiado para a área de transferência.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(document.body).queryByText('Cartão')).toBeNull();
  });
});
