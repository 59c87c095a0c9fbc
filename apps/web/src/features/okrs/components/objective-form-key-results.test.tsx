import { useForm } from '@mantine/form';
import type { Actor } from '@rumo/shared/objectives/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ObjectiveFormKeyResults } from './objective-form-key-results';
import {
  newObjectiveValues,
  type ObjectiveFormValues,
  toObjectiveCreateBody,
  validateObjective,
} from './objective-form-model';

const OWNER = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };
const CYCLE = '22222222-2222-4222-8222-222222222222';
const admin: Actor = { id: OWNER.id, role: 'admin', teamId: null };

function Harness({
  onSubmit,
  actor = admin,
}: {
  onSubmit: (v: ObjectiveFormValues) => void;
  actor?: Actor;
}) {
  const form = useForm<ObjectiveFormValues>({
    mode: 'controlled',
    // The owner is always Ana: for a member of her team, the objective is someone else's.
    initialValues: {
      ...newObjectiveValues(actor, CYCLE),
      title: 'Encantar clientes',
      ownerId: OWNER.id,
    },
    validate: (values) => validateObjective(values, actor),
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <ObjectiveFormKeyResults form={form} owner={OWNER} />
      <button type="submit">Criar objetivo</button>
    </form>
  );
}

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ data: [{ ...OWNER, avatar: null, id_team: null }] })),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

const group = (n: number) => screen.getByRole('group', { name: `Resultado-chave ${n}` });

/** Pastes rather than types the title: every key stroke re-renders the whole controlled form. */
async function fillKeyResult(user: ReturnType<typeof userEvent.setup>, n: number, title: string) {
  await user.click(within(group(n)).getByLabelText(/Título/));
  await user.paste(title);
  await user.type(within(group(n)).getByLabelText(/Para \(meta\)/), '100');
}

describe('ObjectiveFormKeyResults', () => {
  it('adds, reorders and removes key results, and sends them in the order shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const add = screen.getByRole('button', { name: 'Adicionar resultado-chave' });
    for (const title of ['Primeiro', 'Segundo', 'Terceiro']) {
      await user.click(add);
      const count = screen.getAllByRole('group').length;
      // Focus moves into the key result just added.
      expect(within(group(count)).getByLabelText(/Título/)).toHaveFocus();
      await fillKeyResult(user, count, title);
    }
    expect(screen.getByText('Resultados-chave (3)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mover resultado-chave 3 para cima' }));
    expect(
      screen.getByRole('button', { name: 'Mover resultado-chave 1 para cima' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover resultado-chave 1' }));
    await user.click(await screen.findByRole('button', { name: 'Remover' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(add).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Criar objetivo' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = toObjectiveCreateBody(onSubmit.mock.calls[0]?.[0]);
    expect(body.keyResults?.map((kr) => [kr.title, kr.target, kr.ownerId])).toEqual([
      ['Terceiro', 100, OWNER.id],
      ['Segundo', 100, OWNER.id],
    ]);
  }, 60_000);

  it('shows each key result its own pt-BR errors and submits nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const add = screen.getByRole('button', { name: 'Adicionar resultado-chave' });
    await user.click(add);
    await fillKeyResult(user, 1, 'Válido');
    await user.click(add);
    const submit = screen.getByRole('button', { name: 'Criar objetivo' });
    await user.click(submit);
    expect(
      await within(group(2)).findByText('Informe o título do resultado-chave.'),
    ).toBeInTheDocument();
    expect(within(group(2)).getByText('Informe a meta.')).toBeInTheDocument();
    expect(within(group(1)).queryByText(/Informe/)).not.toBeInTheDocument();

    await user.click(within(group(2)).getByLabelText(/Título/));
    await user.paste('Reduzir custo');
    await user.type(within(group(2)).getByLabelText(/Para \(meta\)/), '-5');
    await user.click(submit);
    expect(
      await within(group(2)).findByText(
        'Para aumentar, a meta deve ser maior que o valor inicial.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 60_000);

  it('explains when the caller may not add key results to this objective', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const member: Actor = {
      id: '33333333-3333-4333-8333-333333333333',
      role: 'user',
      teamId: '44444444-4444-4444-8444-444444444444',
    };
    renderWithProviders(<Harness onSubmit={onSubmit} actor={member} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    await fillKeyResult(user, 1, 'Resultado');
    await user.click(screen.getByRole('button', { name: 'Criar objetivo' }));
    expect(await screen.findByText(/Só o responsável pelo objetivo/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 60_000);
});
