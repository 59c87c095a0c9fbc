import type { ObjectiveTreeNode } from '@rumo/shared/objectives/tree';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ObjectiveTreeNodeView } from './objective-tree-node';

const item: ObjectiveTreeNode = {
  id: 'obj-1',
  title: 'Crescer a receita',
  level: 'company',
  status: 'active',
  progress: 40,
  confidence: null,
  owner: { id: 'u1', name: 'Ana', avatar: null },
  team: null,
  private: false,
  pillarId: null,
  childCount: 0,
};

const keyResult = (id: string, title: string) => ({
  id,
  objectiveId: 'obj-1',
  title,
  type: 'increase',
  start: 0,
  target: 100,
  current: 40,
  unit: 'number',
  customUnit: null,
  decimals: 0,
  weight: 1,
  owner: { id: 'u1', name: 'Ana', avatar: null },
  dueDate: null,
  confidence: 'on_track',
  progress: 40,
  lastCheckInAt: null,
  trend: [],
});

const fetchMock = vi.fn(
  async (_url: string) =>
    new Response(
      JSON.stringify({
        ...item,
        keyResults: [
          keyResult('kr-1', 'Receita de R$ 1 mi'),
          keyResult('kr-2', 'Dez clientes novos'),
        ],
      }),
    ),
);
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ObjectiveTreeNodeView key results', () => {
  it('reads the key results only when asked, from the keyboard, and says whether they are shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ul>
          <ObjectiveTreeNodeView node={item} expanded={new Set()} onToggle={() => {}} />
        </ul>
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Resultados-chave de "Crescer a receita"' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Dez clientes novos')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/objectives/obj-1');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'arvore-krs-obj-1');
    expect(
      screen.getByRole('list', { name: 'Resultados-chave de "Crescer a receita"' }),
    ).toHaveAttribute('id', 'arvore-krs-obj-1');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Dez clientes novos')).not.toBeInTheDocument();
  });

  it('marks a private objective "Privado", and only a private one', () => {
    const tree = (node: ObjectiveTreeNode) => (
      <MemoryRouter>
        <ul>
          <ObjectiveTreeNodeView node={node} expanded={new Set()} onToggle={() => {}} />
        </ul>
      </MemoryRouter>
    );
    const { rerender } = renderWithProviders(tree({ ...item, private: true }));
    expect(screen.getByText('Privado')).toBeVisible();
    rerender(tree(item));
    expect(screen.queryByText('Privado')).toBeNull();
  });
});
