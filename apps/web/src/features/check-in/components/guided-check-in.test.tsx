import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingKeyResult } from '../guided-flow';
import { GuidedCheckInFlow } from './guided-check-in';

function pending(id: string, title: string, overrides: Partial<PendingKeyResult> = {}) {
  return {
    id,
    objectiveId: 'obj-1',
    title,
    type: 'increase',
    start: 0,
    target: 100,
    current: 10,
    unit: 'percent',
    customUnit: null,
    decimals: 0,
    weight: 1,
    owner: { id: 'u1', name: 'Ana', avatar: null },
    dueDate: null,
    confidence: 'on_track',
    progress: 10,
    lastCheckInAt: null,
    objective: { id: 'obj-1', title: 'Crescer com eficiência' },
    ...overrides,
  } satisfies PendingKeyResult;
}

const items = [
  pending('kr-a', 'Subir NPS'),
  pending('kr-b', 'Reduzir churn'),
  pending('kr-c', 'Publicar o novo site', {
    type: 'binary',
    target: 1,
    current: 0,
    unit: 'number',
  }),
];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  const keyResultId = /key-results\/([^/]+)/.exec(url)?.[1] ?? '';
  return new Response(
    JSON.stringify({
      id: `ci-${keyResultId}`,
      keyResultId,
      previousValue: keyResultId === 'kr-c' ? 0 : 10,
      comment: null,
      date: '2025-05-05',
      author: { id: 'u1', name: 'Ana', avatar: null },
      createdAt: '2025-05-05T12:00:00Z',
      updatedAt: '2025-05-05T12:00:00Z',
      editable: true,
      ...body,
    }),
    { status: 201 },
  );
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

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('GuidedCheckInFlow', () => {
  it('walks through every pendência with next, skip and finish, then sums up', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<GuidedCheckInFlow items={items} onClose={onClose} />, { wrapper: Wrapper });

    expect(screen.getByTestId('guided-step')).toHaveTextContent('1 de 3');
    expect(screen.getByText('Subir NPS')).toBeInTheDocument();
    const value = screen.getByLabelText(/Valor atual/);
    await user.clear(value);
    await user.type(value, '40');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    await waitFor(() => expect(screen.getByTestId('guided-step')).toHaveTextContent('2 de 3'));
    expect(screen.getByText('Reduzir churn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pular' }));

    expect(screen.getByTestId('guided-step')).toHaveTextContent('3 de 3');
    await user.click(screen.getByRole('switch', { name: 'Entregue' }));
    await user.click(screen.getByRole('radio', { name: 'Em risco' }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));

    const summary = await screen.findByTestId('guided-summary');
    expect(within(summary).getByText('2 check-ins registrados, 1 pulado.')).toBeInTheDocument();
    expect(within(summary).getByText('10% → 40%')).toBeInTheDocument();
    expect(within(summary).getByText('Pulado — continua nas pendências')).toBeInTheDocument();
    expect(within(summary).getByText('Não entregue → Entregue')).toBeInTheDocument();

    const posted = fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(posted).toEqual([
      ['/api/key-results/kr-a/check-ins', { value: 40, confidence: 'on_track', comment: null }],
      ['/api/key-results/kr-c/check-ins', { value: 1, confidence: 'at_risk', comment: null }],
    ]);

    await user.click(within(summary).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays on the step when saving fails, keeping what was typed', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Falhou.' }),
          {
            status: 500,
          },
        ),
    );
    const user = userEvent.setup({ delay: null });
    render(<GuidedCheckInFlow items={items.slice(0, 2)} onClose={vi.fn()} />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('Comentário'), 'Quase lá');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou.');
    expect(screen.getByTestId('guided-step')).toHaveTextContent('1 de 2');
    expect(screen.getByLabelText('Comentário')).toHaveValue('Quase lá');
  });

  it('skipping everything ends with nothing registered', async () => {
    const user = userEvent.setup({ delay: null });
    render(<GuidedCheckInFlow items={items.slice(0, 1)} onClose={vi.fn()} />, { wrapper: Wrapper });
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pular' }));
    expect(screen.getByText('Nenhum check-in registrado')).toBeInTheDocument();
    expect(screen.getByText('0 check-ins registrados, 1 pulado.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
