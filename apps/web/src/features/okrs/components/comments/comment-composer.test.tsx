import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { reactionLabel } from './check-in-reactions';
import { CommentComposer } from './comment-composer';

const ANA = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };

const fetchMock = vi.fn(async (url: string) => {
  if (String(url).includes('/users/lookup')) {
    return new Response(JSON.stringify({ data: [{ ...ANA, avatar: null, id_team: null }] }));
  }
  return new Response('{}', { status: 404 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CommentComposer', () => {
  it('suggests people after @, picks by keyboard and sends the mention as a token', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<CommentComposer label="Comentar no objetivo" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Comentar no objetivo' });
    await user.type(box, 'Oi @an');
    expect(await screen.findByRole('option', { name: 'Ana Souza' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Ana Souza' })).toHaveAttribute(
        'data-combobox-selected',
      ),
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Oi @Ana Souza ');
    await user.type(box, 'tudo certo?');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(onSubmit).toHaveBeenCalledWith(`Oi <@${ANA.id}> tudo certo?`);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('asks for text in pt-BR and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('Sem conexão com o servidor.');
    });
    renderWithProviders(<CommentComposer label="Comentar no objetivo" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escreva o comentário.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Comentar no objetivo' });
    await user.type(box, 'Meu texto');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Sem conexão com o servidor.')).toBeInTheDocument();
    expect(box).toHaveValue('Meu texto');
  });
});

describe('reactionLabel', () => {
  it('names the action, or how many reacted and who', () => {
    expect(reactionLabel('👍', undefined)).toBe('Reagir com 👍');
    expect(
      reactionLabel('👍', {
        emoji: '👍',
        count: 3,
        people: [
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Bruno' },
          { id: 'c', name: 'Carla' },
        ],
      }),
    ).toBe('3 pessoas reagiram com 👍: Ana, Bruno e Carla');
  });
});
