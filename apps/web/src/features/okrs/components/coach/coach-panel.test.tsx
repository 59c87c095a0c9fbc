import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Actor } from '@rumo/shared/objectives/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ObjectiveFormKeyResults } from '../objective-form-key-results';
import { newObjectiveValues, type ObjectiveFormValues } from '../objective-form-model';
import { coachInputFrom } from './coach-input';
import { CoachPanel } from './coach-panel';
import { TemplateButton } from './template-button';

const OWNER = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };
const admin: Actor = { id: OWNER.id, role: 'admin', teamId: null };

function Harness() {
  const form = useForm<ObjectiveFormValues>({
    mode: 'controlled',
    initialValues: { ...newObjectiveValues(admin, 'cycle'), ownerId: OWNER.id },
  });
  return (
    <form>
      <TemplateButton form={form} />
      <TextInput label="Título" {...form.getInputProps('title')} />
      <ObjectiveFormKeyResults form={form} owner={OWNER} />
      <CoachPanel input={coachInputFrom(form.values, undefined)} />
    </form>
  );
}

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ data: [{ ...OWNER, avatar: null, id_team: null }] })),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('region', { name: 'Coach do plano' });
const status = () => within(panel()).getByRole('status');

describe('Coach do plano in the objective form', () => {
  it('re-evaluates what is typed and explains an activity-shaped key result', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(status()).toHaveTextContent(
      'Nota do plano: 50 de 100, Precisa de ajustes. 2 sugestões.',
    );
    expect(within(panel()).getByText('Objetivo sem resultados-chave')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    const group = screen.getByRole('group', { name: 'Resultado-chave 1' });
    await user.paste('Lançar o novo app');
    await user.type(within(group).getByLabelText(/Para \(meta\)/), '1');
    await waitFor(() =>
      expect(within(panel()).getByText(/Resultado-chave em forma de tarefa/)).toBeInTheDocument(),
    );
    expect(within(panel()).getByText(/Lançar 3 funcionalidades usadas por 30% dos clientes/));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Nota do plano: 75 de 100, Bom. 2 sugestões.'),
    );
    expect(within(panel()).queryByText('Objetivo sem resultados-chave')).toBeNull();
  });

  it('inserts a template found by search, its key results owned by the objective owner', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Usar um modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modelos de OKR' });
    await user.type(within(dialog).getByLabelText('Buscar modelo'), 'avarias');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 modelo');
    await user.click(within(dialog).getByRole('button', { name: 'Usar este modelo' }));

    expect(screen.getByLabelText('Título')).toHaveValue('Entregar no prazo, sempre');
    expect(screen.getAllByRole('group', { name: /^Resultado-chave \d$/ })).toHaveLength(3);
    expect(
      within(screen.getByRole('group', { name: 'Resultado-chave 1' })).getByLabelText(/Título/),
    ).toHaveValue('Aumentar as entregas no prazo de 88% para 97%');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Nota do plano: 90 de 100, Excelente. 1 sugestão.'),
    );
    expect(within(panel()).getByText('Objetivo sem alinhamento')).toBeInTheDocument();
  });
});
