import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { KeyResultForm } from './key-result-form';

const OWNER = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };
const OBJECTIVE = '22222222-2222-4222-8222-222222222222';

/** The API as the form sees it, with the company's "Permitir KRs por marcos" setting. */
function stubApi(milestoneKeyResults: boolean) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/settings')) {
      return new Response(JSON.stringify({ milestoneKeyResults }));
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return new Response(JSON.stringify({ id: 'kr-1', objectiveId: OBJECTIVE, ...body }), {
      status: 201,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  renderWithProviders(
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <KeyResultForm
        objectiveId={OBJECTIVE}
        defaultOwner={OWNER}
        onSaved={() => {}}
        onCancel={() => {}}
      />
    </DatesProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('KeyResultForm: the milestone type', () => {
  it('is not offered while the company setting is off', async () => {
    const fetchMock = stubApi(false);
    const user = userEvent.setup();
    renderForm();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(await screen.findByRole('option', { name: 'Entregue ou não' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Marcos (iniciativas)' })).toBeNull();
  });

  it('when on, asks for no numbers and sends the type with 0 → 0', async () => {
    const fetchMock = stubApi(true);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Lançar o portal em marcos');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Marcos (iniciativas)' }));
    expect(screen.queryByLabelText(/Para \(meta\)/)).toBeNull();
    expect(screen.getByText(/O progresso é a parte concluída das iniciativas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar resultado-chave' }));
    await vi.waitFor(() => {
      const save = fetchMock.mock.calls.find(([url]) => String(url).includes('/key-results'));
      expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({
        type: 'milestone',
        start: 0,
        target: 0,
      });
    });
  });
});
