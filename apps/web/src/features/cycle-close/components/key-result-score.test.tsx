import { cycleCloseMessages } from '@rumo/shared/cycle-close/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useCycleClosing } from '../api/use-cycle-close';
import { KeyResultScore } from './key-result-score';

const KR = 'a1b2c3d4-0000-4000-8000-000000000001';
const person = (name: string) => ({ id: `id-${name}`, name });

/** What the server holds: Beto's score may land between the read and Ana's save. */
let stored: { score: number; version: number; by: string };

const closing = () => ({
  cycle: { id: 'c1', name: 'T1' },
  canClose: true,
  page: 1,
  limit: 20,
  total: 1,
  unscoredCount: 0,
  nextCycles: [],
  objectives: [
    {
      id: 'o1',
      keyResults: [
        {
          id: KR,
          title: 'Receita recorrente',
          owner: person('Ana'),
          progress: 50,
          suggested: 0.5,
          canScore: true,
          score: {
            keyResultId: KR,
            score: stored.score,
            suggested: 0.5,
            reason: stored.score === 0.5 ? null : 'Revista',
            scoredBy: person(stored.by),
            scoredAt: '2026-04-01T12:00:00.000Z',
            applied: false,
            version: stored.version,
          },
        },
      ],
    },
  ],
});

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    return Response.json(
      { statusCode: 409, code: 'CONFLICT', message: cycleCloseMessages.scoredMeanwhile },
      { status: 409 },
    );
  }
  if (url.startsWith('/api/cycles/c1/closing')) return Response.json(closing());
  return Response.json({});
});

/** The "Nota final" select's input. */
const scoreField = () => document.getElementById(`score-${KR}`);

function ClosingRow() {
  const keyResult = useCycleClosing('c1', 1).data?.objectives[0]?.keyResults[0];
  return keyResult ? <KeyResultScore keyResult={keyResult} /> : null;
}

beforeEach(() => {
  stored = { score: 0.5, version: 1, by: 'Ana' };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('KeyResultScore', () => {
  it('saves over the version it read, and on a 409 says so and shows the fresh score', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClosingRow />);
    await screen.findByText('Receita recorrente');
    expect(scoreField()).toHaveValue('0,5');

    // Beto saves 0,2 while Ana keeps 0,5 on her screen.
    stored = { score: 0.2, version: 2, by: 'Beto' };
    await user.click(screen.getByRole('button', { name: 'Salvar nota' }));

    expect(await screen.findByText(cycleCloseMessages.scoredMeanwhile)).toBeInTheDocument();
    await waitFor(() => expect(scoreField()).toHaveValue('0,2'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ score: 0.5, expectedVersion: 1 });
  });
});
