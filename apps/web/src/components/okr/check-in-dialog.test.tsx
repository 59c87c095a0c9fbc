import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInDialog } from './check-in-dialog';
import type { CheckInKeyResult } from './check-in-model';

const revenue: CheckInKeyResult = {
  id: 'kr-1',
  title: 'Aumentar clientes ativos',
  type: 'increase',
  start: 0,
  target: 200,
  current: 50,
  unit: 'custom',
  customUnit: 'clientes',
  decimals: 0,
  confidence: 'on_track',
  progress: 25,
};

const launch: CheckInKeyResult = {
  ...revenue,
  id: 'kr-2',
  title: 'Lançar o aplicativo',
  type: 'binary',
  start: 0,
  target: 1,
  current: 0,
  unit: 'number',
  customUnit: null,
  progress: 0,
};

function savedCheckIn(body: Record<string, unknown>) {
  return {
    id: 'ci-1',
    keyResultId: 'kr-1',
    previousValue: 50,
    comment: null,
    date: '2025-05-05',
    author: { id: 'u1', name: 'Ana', avatar: null },
    createdAt: '2025-05-05T12:00:00Z',
    updatedAt: '2025-05-05T12:00:00Z',
    editable: true,
    ...body,
  };
}

const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  return new Response(JSON.stringify(savedCheckIn(body)), { status: 201 });
});

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <DatesProvider settings={{ locale: 'pt-br' }}>{children}</DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

function renderDialog(props: Partial<Parameters<typeof CheckInDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <CheckInDialog opened keyResult={revenue} onClose={onClose} onSaved={onSaved} {...props} />,
    { wrapper: Wrapper },
  );
  return { onClose, onSaved, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckInDialog', () => {
  it('shows the key result, its goal and current value', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Aumentar clientes ativos')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Aumentar de 0 clientes para 200 clientes · Atual: 50 clientes'),
    ).toBeInTheDocument();
  });

  it('refuses an empty value with the shared schema message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await user.clear(screen.getByLabelText(/Valor atual/));
    await user.click(screen.getByRole('button', { name: 'Registrar check-in' }));
    expect(await screen.findByText('Informe o valor atual.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the progress the new value would give before saving', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const preview = screen.getByTestId('check-in-preview');
    expect(within(preview).getByText('25%')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Valor atual/));
    await user.type(screen.getByLabelText(/Valor atual/), '150');
    expect(within(preview).getByText('75%')).toBeInTheDocument();
    expect(within(preview).getByText('Hoje: 25% (+50 p.p.)')).toBeInTheDocument();
  });

  it('posts value, confidence and comment, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onClose, onSaved } = renderDialog();
    await user.clear(screen.getByLabelText(/Valor atual/));
    await user.type(screen.getByLabelText(/Valor atual/), '80');
    await user.click(screen.getByRole('radio', { name: 'Em risco' }));
    await user.type(screen.getByLabelText('Comentário'), 'Atrasou');
    await user.click(screen.getByRole('button', { name: 'Registrar check-in' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/key-results/kr-1/check-ins');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      value: 80,
      confidence: 'at_risk',
      comment: 'Atrasou',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ value: 80 }));
  });

  it('uses a switch for binary key results and previews 100% when delivered', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({ keyResult: launch });
    expect(screen.queryByLabelText(/Valor atual/)).not.toBeInTheDocument();
    const delivered = screen.getByRole('switch', { name: 'Entregue' });
    expect(delivered).not.toBeChecked();
    expect(within(screen.getByTestId('check-in-preview')).getByText('0%')).toBeInTheDocument();

    await user.click(delivered);
    expect(delivered).toBeChecked();
    expect(within(screen.getByTestId('check-in-preview')).getByText('100%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar check-in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ value: 1 });
  });

  it('edits an existing check-in with PUT and keeps its date', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({
      checkIn: {
        id: 'ci-9',
        value: 60,
        confidence: 'off_track',
        comment: 'Antes',
        date: '2024-01-02',
      },
    });
    expect(screen.getByText('Editar check-in')).toBeInTheDocument();
    expect(screen.getByLabelText(/Valor atual/)).toHaveValue('60 clientes');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/check-ins/ci-9');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      value: 60,
      confidence: 'off_track',
      comment: 'Antes',
      date: '2024-01-02',
    });
  });

  it('puts the API validation issues back on the fields and keeps the values', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Dados inválidos. Verifique os campos destacados.',
            issues: [
              { path: 'body.date', message: 'A data do check-in não pode estar no futuro.' },
            ],
          }),
          { status: 400 },
        ),
    );
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog();
    await user.type(screen.getByLabelText('Comentário'), 'Mantido');
    await user.click(screen.getByRole('button', { name: 'Registrar check-in' }));

    expect(
      await screen.findByText('A data do check-in não pode estar no futuro.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Comentário')).toHaveValue('Mantido');
    expect(onClose).not.toHaveBeenCalled();
  });
});
