import { notifications } from '@mantine/notifications';
import type { StaffWebhook } from '@rumo/shared/backoffice/billing/webhooks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';
import BackofficeWebhooksPage from './webhooks-page';

const slow = { timeout: 10_000 };
const ID = '3c1f7a2b-4d5e-4f60-8a1b-2c3d4e5f6a7b';

const webhook: StaffWebhook = {
  id: ID,
  tokenHint: 'a1b2c3d4…',
  state: 'processed',
  deliveries: 1,
  attempts: 1,
  lastError: null,
  entriesApplied: 2,
  entries: 2,
  firstReceivedAt: '2025-05-01T12:00:00Z',
  lastReceivedAt: '2025-05-01T12:00:00Z',
  processedAt: '2025-05-01T12:00:01Z',
  subscription: {
    id: 'sub-1',
    efiSubscriptionId: 77,
    status: 'past_due',
    companyId: 'company-1',
    companyName: 'Padaria Pão Quente',
  },
  lastEntry: { type: 'subscription_charge', statusCurrent: 'unpaid', statusPrevious: 'waiting' },
};

function api(replay: { applied: number; entries: number }) {
  return stubFetch((url) => {
    const path = url.pathname;
    if (path === `/api/backoffice/webhooks/${ID}/replay`) {
      return Response.json({
        message: 'Notificação reprocessada.',
        state: 'processed',
        error: null,
        ...replay,
      });
    }
    if (path === '/api/backoffice/webhooks/replay-failed') {
      return Response.json({
        message: 'Notificações com falha reprocessadas.',
        replayed: 1,
        processed: 1,
        failed: 0,
        applied: 1,
      });
    }
    if (path === `/api/backoffice/webhooks/${ID}`) {
      return Response.json({
        data: {
          ...webhook,
          entryList: [
            {
              entryId: 1,
              type: 'charge',
              statusCurrent: 'unpaid',
              statusPrevious: 'waiting',
              efiSubscriptionId: 77,
              efiChargeId: 1234,
              valueCents: 44900,
              occurredAt: '2025-05-01T12:00:00Z',
              appliedAt: '2025-05-01T12:00:01Z',
            },
          ],
        },
      });
    }
    return Response.json({ data: [webhook], page: 1, limit: 20, total: 1 });
  });
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('BackofficeWebhooksPage', () => {
  it('asks the API for page 1 of 20 with the state filter of the URL', async () => {
    const calls = api({ applied: 0, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, {
      at: '/webhooks?estado=failed&pagina=3',
      toasts: true,
    });
    expect(await screen.findByText('a1b2c3d4…', {}, slow)).toBeVisible();
    expect(Object.fromEntries(calls.queries('/api/backoffice/webhooks')[0] ?? [])).toEqual({
      page: '3',
      limit: '20',
      state: 'failed',
    });
  });

  it("names each notification's company and subscription and Efí's status in pt-BR", async () => {
    api({ applied: 0, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, { at: '/webhooks', toasts: true });
    const company = await screen.findByText('Padaria Pão Quente', {}, slow);
    expect(company.closest('a')).toHaveAttribute(
      'href',
      '/xyz/backoffice/subscriptions?assinatura=sub-1',
    );
    expect(screen.getByText('Assinatura #77')).toBeVisible();
    expect(screen.getByText('Aguardando → Não pago')).toBeVisible();
    expect(screen.queryByText(/unpaid|waiting/)).toBeNull();
  });

  it("shows the entries' Efí statuses in pt-BR in the detail", async () => {
    api({ applied: 0, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, {
      at: `/webhooks?notificacao=${ID}`,
      toasts: true,
    });
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText('Cobrança #1234', {}, slow)).toBeVisible();
    expect(within(dialog).getAllByText('Aguardando → Não pago')).toHaveLength(2);
    expect(within(dialog).getByText('Padaria Pão Quente')).toBeVisible();
  });

  it('says that replaying an applied notification changed nothing', async () => {
    const calls = api({ applied: 0, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, {
      at: `/webhooks?notificacao=${ID}`,
      toasts: true,
    });
    expect(await screen.findByText('Cobrança #1234', {}, slow)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reprocessar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Notificação reprocessada. Nada mudou: as 2 entradas já estavam aplicadas.',
    );
    expect(calls.posts()).toEqual([`POST /api/backoffice/webhooks/${ID}/replay`]);
  });

  it('says how many entries a replay applied', async () => {
    api({ applied: 1, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, {
      at: `/webhooks?notificacao=${ID}`,
      toasts: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reprocessar' }, slow));
    expect(await screen.findByRole('status')).toHaveTextContent('1 entrada aplicada de 2.');
  });

  it('replays all failed ones only after a confirmation', async () => {
    const calls = api({ applied: 0, entries: 2 });
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeWebhooksPage />, { at: '/webhooks', toasts: true });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reprocessar todas com falha' }, slow),
    );
    expect(calls.posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reprocessar' }));
    await waitFor(() =>
      expect(calls.posts()).toEqual(['POST /api/backoffice/webhooks/replay-failed']),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 reprocessada: 1 processada, 0 ainda com falha; 1 entrada aplicada.',
    );
  });
});
