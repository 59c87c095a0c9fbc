import type { FiscalSettings } from '@rumo/shared/backoffice/fiscal-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sentBody, signInStaff, staffUser, stubFetch } from '../test-fixtures';
import { FiscalSettingsSection } from './fiscal-settings-section';

const slow = { timeout: 10_000 };

const saved: FiscalSettings = {
  cnpj: '11222333000181',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  serviceItem: '1.05',
  municipalTaxCode: null,
  issRate: 2,
  descriptionTemplate: 'Licença do Rumo, plano {plano}, período {periodo}.',
  updatedAt: '2026-11-20T15:00:00Z',
};

function render(role: Parameters<typeof staffUser>[0], current: FiscalSettings | null) {
  signInStaff(staffUser(role));
  const { fetchMock } = stubFetch((url, init) => {
    if (url.pathname !== '/api/backoffice/settings/fiscal') return undefined;
    if (init.method === 'PUT') {
      return Response.json({ data: { ...saved, ...(sentBody(init) as object) } });
    }
    return Response.json({ data: current });
  });
  return {
    ...renderWithProviders(<FiscalSettingsSection />, { at: '/', toasts: true }),
    fetchMock,
  };
}

const puts = (fetchMock: ReturnType<typeof render>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

afterEach(() => vi.unstubAllGlobals());

describe('Configurações › Dados fiscais', () => {
  it('asks an admin for the data when none is saved, with the pt-BR messages of the schema', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render('admin', null);
    const section = await screen.findByRole('region', { name: 'Dados fiscais' }, slow);
    expect(section).toHaveTextContent(
      'Configure os dados fiscais em Configurações para emitir as notas fiscais.',
    );
    // The defaults come filled: item 1.05 and the description template.
    expect(within(section).getByRole('textbox', { name: /Item da lista de serviços/ })).toHaveValue(
      '1.05',
    );
    await user.type(
      within(section).getByRole('textbox', { name: /CNPJ do emissor/ }),
      '11222333000182',
    );
    await user.type(within(section).getByRole('textbox', { name: /Código IBGE/ }), '355');
    await user.click(within(section).getByRole('button', { name: 'Salvar dados fiscais' }));
    expect(await within(section).findByText('Informe um CNPJ válido.')).toBeVisible();
    expect(within(section).getByText('Informe a razão social.')).toBeVisible();
    expect(within(section).getByText('O código IBGE do município tem 7 dígitos.')).toBeVisible();
    expect(within(section).getByText('Escolha o regime tributário.')).toBeVisible();
    expect(within(section).getByText('Informe a alíquota do ISS.')).toBeVisible();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('explains the placeholders, previews the description and refuses an unknown one', async () => {
    const user = userEvent.setup();
    render('admin', saved);
    const section = await screen.findByRole('region', { name: 'Dados fiscais' }, slow);
    expect(section).toHaveTextContent('{empresa} — Nome da empresa cliente');
    expect(section).toHaveTextContent(
      'Licença do Rumo, plano Rumo Equipe, período 01/11/2026 a 30/11/2026.',
    );
    const template = within(section).getByRole('textbox', { name: /Modelo da descrição/ });
    await user.type(template, ' {{cliente}');
    await user.click(within(section).getByRole('button', { name: 'Salvar dados fiscais' }));
    expect(
      await within(section).findByText(
        'Use só os marcadores {plano}, {periodo}, {empresa}, {valor}.',
      ),
    ).toBeVisible();
  });

  it('saves the ISS rate with the other fields', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render('admin', saved);
    const section = await screen.findByRole('region', { name: 'Dados fiscais' }, slow);
    expect(section).toHaveTextContent('Optante pelo Simples Nacional: sim.');
    const rate = within(section).getByRole('textbox', { name: /Alíquota do ISS/ });
    await user.clear(rate);
    await user.type(rate, '3,5');
    await user.click(within(section).getByRole('button', { name: 'Salvar dados fiscais' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const body = sentBody(puts(fetchMock)[0]?.[1] ?? {}) as Record<string, unknown>;
    expect(body).toMatchObject({
      cnpj: '11.222.333/0001-81',
      razaoSocial: 'Rumo Tecnologia Ltda',
      municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
      taxRegime: 'simples_nacional',
      serviceItem: '1.05',
      issRate: 3.5,
    });
    expect(await screen.findByText('Dados fiscais salvos.')).toBeInTheDocument();
  });

  it('shows a manager the data read-only', async () => {
    render('manager', saved);
    const section = await screen.findByRole('region', { name: 'Dados fiscais' }, slow);
    expect(section).toHaveTextContent('Só um administrador altera os dados fiscais.');
    expect(within(section).getByRole('textbox', { name: /Razão social/ })).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Salvar dados fiscais' })).toBeNull();
  });
});
