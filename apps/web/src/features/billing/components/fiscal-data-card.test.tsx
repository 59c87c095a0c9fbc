import type { FiscalData } from '@rumo/shared/billing/fiscal-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { FiscalDataCard } from './fiscal-data-card';

const fromCheckout: FiscalData = {
  document: '11222333000181',
  name: 'Loja Azul Ltda',
  email: 'financeiro@lojaazul.com.br',
  address: {
    zipcode: '01310100',
    street: 'Av. Paulista',
    number: '1000',
    complement: 'Sala 5',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    ibgeCode: null,
  },
  source: 'checkout',
  updatedAt: null,
};

let current: FiscalData | null;
const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    return Response.json({ data: { ...fromCheckout, ...body, source: 'company' } });
  }
  return Response.json({ data: current });
});
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u-1', name: 'Ana Admin', role: 'admin', token: 'tok-1234567890' }),
  );
  sessionStore.load();
  current = fromCheckout;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('billing tab › Dados para a nota fiscal', () => {
  it('shows the payer given at checkout until the admin corrects it', async () => {
    renderWithProviders(<FiscalDataCard />);
    const card = await screen.findByRole('region', { name: 'Dados para a nota fiscal' });
    expect(await within(card).findByText('11.222.333/0001-81')).toBeVisible();
    expect(card).toHaveTextContent('CNPJ');
    expect(card).toHaveTextContent('Loja Azul Ltda');
    expect(card).toHaveTextContent(
      'Av. Paulista, 1000, Sala 5 · Bela Vista · São Paulo/SP · CEP 01310-100',
    );
    expect(card).toHaveTextContent('Por enquanto, são os dados informados na compra.');
  });

  it('validates in pt-BR and saves the correction for the next nota', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FiscalDataCard />);
    await user.click(await screen.findByRole('button', { name: 'Corrigir dados' }));
    const form = screen.getByRole('form', { name: 'Dados para a nota fiscal' });
    const document = within(form).getByRole('textbox', { name: /CPF ou CNPJ/ });
    expect(document).toHaveValue('11.222.333/0001-81');
    await user.clear(document);
    await user.type(document, '11222333000182');
    await user.clear(within(form).getByRole('textbox', { name: /Rua/ }));
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(form).findByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
    expect(within(form).getByText('Informe a rua.')).toBeVisible();
    expect(puts()).toHaveLength(0);

    await user.clear(document);
    await user.type(document, '52998224725');
    await user.type(within(form).getByRole('textbox', { name: /Rua/ }), 'Rua Augusta');
    // A payer whose city the API could not find in the IBGE list: it must be chosen.
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(form).findByText('Escolha uma cidade da lista.')).toBeVisible();
    expect(puts()).toHaveLength(0);
    const city = within(form).getByRole('combobox', { name: 'Cidade' });
    await user.click(city);
    await user.type(city, 'campinas');
    await user.click(await screen.findByRole('option', { name: 'Campinas' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toMatchObject({
      document: '529.982.247-25',
      name: 'Loja Azul Ltda',
      address: {
        street: 'Rua Augusta',
        zipcode: '01310-100',
        city: 'Campinas',
        state: 'SP',
        ibgeCode: '3509502',
      },
    });
    const card = await screen.findByRole('region', { name: 'Dados para a nota fiscal' });
    expect(await within(card).findByText('529.982.247-25')).toBeVisible();
    expect(card).toHaveTextContent('CPF');
    expect(card).not.toHaveTextContent('Por enquanto');
  });

  it('asks for the data when none is known', async () => {
    current = null;
    renderWithProviders(<FiscalDataCard />);
    expect(await screen.findByRole('button', { name: 'Informar dados' })).toBeVisible();
    expect(screen.getByText(/Nenhum dado informado ainda/)).toBeVisible();
  });
});
