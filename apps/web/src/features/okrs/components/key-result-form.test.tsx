import { DatesProvider } from '@mantine/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { KeyResultForm } from './key-result-form';

const OWNER = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };
const OBJECTIVE = '22222222-2222-4222-8222-222222222222';

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (String(url).includes('/users/lookup')) {
    return new Response(JSON.stringify({ data: [{ ...OWNER, avatar: null, id_team: null }] }));
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  return new Response(JSON.stringify({ id: 'kr-1', objectiveId: OBJECTIVE, ...body }), {
    status: 201,
  });
});

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <KeyResultForm
        objectiveId={OBJECTIVE}
        defaultOwner={OWNER}
        onSaved={onSaved}
        onCancel={() => {}}
      />
    </DatesProvider>,
  );
  return { onSaved };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const saveCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/key-results'));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('KeyResultForm', () => {
  it('asks "from X to Y" for increase and decrease', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText(/De \(valor inicial\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Para \(meta\)/)).toBeInTheDocument();
    await chooseType(user, 'Reduzir de X para Y');
    expect(screen.getByLabelText(/De \(valor inicial\)/)).toBeInTheDocument();
  });

  it('asks only the threshold for keep types', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseType(user, 'Manter acima de X');
    expect(screen.queryByLabelText(/De \(valor inicial\)/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Manter acima de/, { selector: 'input' })).toBeInTheDocument();
    await chooseType(user, 'Manter abaixo de X');
    expect(screen.getByLabelText(/Manter abaixo de/, { selector: 'input' })).toBeInTheDocument();
  });

  it('hides start, target and unit for binary and sends 0 → 1', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await chooseType(user, 'Entregue ou não');
    expect(screen.queryByLabelText(/valor inicial/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/meta/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Unidade' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Título/), 'Lançar o novo site');
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = saveCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      type: 'binary',
      start: 0,
      target: 1,
      unit: 'number',
      ownerId: OWNER.id,
    });
  });

  it('shows the shared pt-BR messages and sends nothing when invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    expect(await screen.findByText('Informe o título do resultado-chave.')).toBeInTheDocument();
    expect(screen.getByText('Informe a meta.')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('checks the direction of the goal for the type', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Título/), 'Custo por lead');
    await chooseType(user, 'Reduzir de X para Y');
    await user.clear(screen.getByLabelText(/De \(valor inicial\)/));
    await user.type(screen.getByLabelText(/De \(valor inicial\)/), '50');
    await user.type(screen.getByLabelText(/Para \(meta\)/), '80');
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    expect(
      await screen.findByText('Para reduzir, a meta deve ser menor que o valor inicial.'),
    ).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('asks for the custom unit and previews the goal with it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Título/), 'Clientes ativos');
    await user.type(screen.getByLabelText(/Para \(meta\)/), '200');
    await user.click(screen.getByRole('combobox', { name: 'Unidade' }));
    await user.click(await screen.findByRole('option', { name: 'Personalizada' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    expect(await screen.findByText('Informe a unidade personalizada.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Unidade personalizada/), 'clientes');
    const preview = screen.getByTestId('key-result-goal-preview');
    expect(
      within(preview).getByText('Aumentar de 0 clientes para 200 clientes'),
    ).toBeInTheDocument();
  });
});
