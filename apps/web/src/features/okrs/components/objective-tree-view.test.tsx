import type { ObjectiveTree, ObjectiveTreeNode } from '@rumo/shared/objectives/tree';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ObjectiveTreeView } from './objective-tree-view';

const node = (id: string, title: string, childCount = 0): ObjectiveTreeNode => ({
  id,
  title,
  level: 'company',
  status: 'active',
  progress: 10,
  confidence: null,
  owner: { id: 'u1', name: 'Ana', avatar: null },
  team: null,
  private: false,
  pillarId: null,
  childCount,
});

const tree: ObjectiveTree = {
  cycleId: 'c1',
  groups: [
    {
      pillar: { id: 'p1', name: 'Crescimento', color: '#228be6' },
      rootCount: 1,
      objectiveCount: 4,
      roots: [node('root', 'Crescer a receita', 3)],
      nextCursor: null,
    },
    {
      pillar: null,
      rootCount: 3,
      objectiveCount: 3,
      roots: [node('solto-1', 'Solto 1')],
      nextCursor: 'company.solto-1.Solto 1',
    },
  ],
};

const answers: Record<string, unknown> = {
  '/objectives/tree?cycleId=c1': tree,
  '/objectives/tree/nodes?parentId=root': {
    data: [node('filho-a', 'Filho A'), node('filho-b', 'Filho B')],
    nextCursor: 'company.filho-b.Filho B',
  },
  '/objectives/tree/nodes?parentId=root&after=company.filho-b.Filho%20B': {
    data: [node('filho-c', 'Filho C')],
    nextCursor: null,
  },
  '/objectives/tree/nodes?cycleId=c1&pillarId=none&after=company.solto-1.Solto%201': {
    data: [node('solto-2', 'Solto 2'), node('solto-3', 'Solto 3')],
    nextCursor: null,
  },
};
const requested: string[] = [];
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = String(input instanceof Request ? input.url : input).replace(/^.*\/api/, '');
  requested.push(url);
  const body = answers[url];
  return body
    ? new Response(JSON.stringify(body))
    : new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: url }), {
        status: 404,
      });
});
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderTree = () =>
  renderWithProviders(
    <MemoryRouter>
      <ObjectiveTreeView cycleId="c1" />
    </MemoryRouter>,
  );

describe('ObjectiveTreeView', () => {
  it('reads children only when a node is opened, and more of them on "Carregar mais"', async () => {
    const user = userEvent.setup();
    renderTree();
    const toggle = await screen.findByRole('button', { name: 'Expandir "Crescer a receita"' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('3 alinhados')).toBeInTheDocument();
    // The header counts the root and the three aligned beneath it, not the root alone.
    const crescimento = screen.getByRole('region', { name: 'Crescimento' });
    expect(within(crescimento).getByText('4 objetivos')).toBeInTheDocument();
    expect(requested).toEqual(['/objectives/tree?cycleId=c1']);

    toggle.focus();
    await user.keyboard('{Enter}');
    const children = await screen.findByRole('list', { name: 'Alinhados a "Crescer a receita"' });
    expect(await within(children).findByText('Filho B')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', children.id);

    await user.click(within(children).getByRole('button', { name: 'Carregar mais (1 restantes)' }));
    expect(await within(children).findByText('Filho C')).toBeInTheDocument();
    expect(within(children).queryByRole('button', { name: /Carregar mais/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Recolher tudo' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Filho A')).toBeNull();
  });

  it('pages the roots of a pillar group from the cursor the tree gave', async () => {
    const user = userEvent.setup();
    renderTree();
    const loose = await screen.findByRole('region', { name: 'Sem pilar' });
    expect(within(loose).getByText('3 objetivos')).toBeInTheDocument();
    await user.click(within(loose).getByRole('button', { name: 'Carregar mais (2 restantes)' }));
    expect(await within(loose).findByText('Solto 3')).toBeInTheDocument();
    expect(within(loose).getByText('Solto 1')).toBeInTheDocument();
    expect(within(loose).queryByRole('button', { name: /Carregar mais/ })).toBeNull();
    const crescimento = screen.getByRole('region', { name: 'Crescimento' });
    expect(within(crescimento).queryByRole('button', { name: /Carregar mais/ })).toBeNull();
  });
});
