import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotificationsCard } from './notifications-card';

let failPut = false;
const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    if (failPut) {
      return new Response(
        JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Falhou no servidor.' }),
        { status: 500, headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response(String(init.body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ checkInReminder: true, weeklyDigest: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
});

beforeEach(() => {
  failPut = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationsCard', () => {
  it('saves a switch at once with both choices', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsCard />);
    const reminder = await screen.findByRole('switch', { name: /Lembrete de check-in/ });
    expect(reminder).toBeChecked();
    expect(screen.getByRole('switch', { name: /Resumo semanal/ })).toBeChecked();

    await user.click(reminder);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toContain('/api/profile/notifications');
    expect(JSON.parse(String(init?.body))).toEqual({ checkInReminder: false, weeklyDigest: true });
    await waitFor(() => expect(reminder).not.toBeChecked());
  });

  it('puts the switch back when the save fails', async () => {
    failPut = true;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsCard />);
    const digest = await screen.findByRole('switch', { name: /Resumo semanal/ });
    await user.click(digest);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(digest).toBeChecked());
  });
});
