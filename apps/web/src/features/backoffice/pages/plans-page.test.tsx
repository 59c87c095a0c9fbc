import { notifications } from '@mantine/notifications';
import type { StaffPlan } from '@rumo/shared/backoffice/billing/plans';
import { planMessages } from '@rumo/shared/backoffice/billing/plans';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  EMPTY_PLAN_FORM,
  formValuesToBody,
  reaisToCents,
  validatePlanForm,
} from '../plans/plan-form';
import { backofficeSession } from '../session/backoffice-session-store';
import { sentBody, signInStaff, staffUser, stubFetch } from '../test-fixtures';
import PlansPage from './plans-page';

const slow = { timeout: 10_000 };

function plan(overrides: Partial<StaffPlan> = {}): StaffPlan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    tier: 'equipe',
    name: 'Equipe',
    description: 'Para times pequenos',
    features: ['OKRs ilimitados'],
    priceCents: 4990,
    interval: 'monthly',
    userLimit: 10,
    trialDays: 14,
    active: true,
    highlighted: true,
    displayOrder: 1,
    efiPlanId: null,
    efiSyncState: 'failed',
    efiSyncError: 'A Efí recusou o nome do plano.',
    subscriptions: 3,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('plan form model', () => {
  it('sends the price typed in reais as integer centavos', () => {
    expect(reaisToCents(49.9)).toBe(4990);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1234.56)).toBe(123456);
    const body = formValuesToBody({
      ...EMPTY_PLAN_FORM,
      name: 'Pro',
      price: 19.99,
      features: [' A ', '', 'B'],
    });
    expect(body.priceCents).toBe(1999);
    expect(body.features).toEqual(['A', 'B']);
  });

  it('validates with the shared contract, with the price error in reais', () => {
    const errors = validatePlanForm({ ...EMPTY_PLAN_FORM, name: 'P', price: '', userLimit: 0 });
    expect(errors.name).toBe('O nome do plano deve ter ao menos 2 caracteres.');
    expect(errors.price).toBe('Informe o preço do plano.');
    expect(errors.userLimit).toBe('O limite de usuários deve ser ao menos 1.');
    expect(validatePlanForm({ ...EMPTY_PLAN_FORM, name: 'Pro', price: 4.99 }).price).toBe(
      'O preço mínimo é R$ 5,00.',
    );
    expect(validatePlanForm({ ...EMPTY_PLAN_FORM, name: 'Pro', price: 5 })).toEqual({});
  });
});

describe('PlansPage', () => {
  it('lists the plans with price, limits and the Efí sync state', async () => {
    signInStaff(staffUser('analyst', { permissions: { ...staffUser('admin').permissions } }));
    stubFetch((url) => {
      if (url.pathname === '/api/backoffice/plans') {
        return Response.json({ data: [plan({ trialDays: 0 })] });
      }
      return url.pathname === '/api/billing/config'
        ? Response.json({ mode: 'simulator', trialDays: 14 })
        : undefined;
    });
    renderWithProviders(<PlansPage />, { at: '/', toasts: true });
    const row = await screen.findByTestId(`plan-row-${plan().id}`, {}, slow);
    expect(row).toHaveTextContent('R$ 49,90');
    expect(row).toHaveTextContent('Mensal');
    expect(row).toHaveTextContent('10 usuários');
    // The trial a new company gets on signing up, not the plan's unused field.
    await waitFor(() => expect(row).toHaveTextContent('14 dias grátis'));
    expect(row).not.toHaveTextContent('Sem teste');
    // Not at Efí yet (its creation failed): a draft, with Efí's refusal in the hint.
    expect(within(row).getByTestId(`efi-sync-${plan().id}`)).toHaveTextContent(
      'Rascunho: Ainda não criado na Efí: fora de /planos e do checkout até ser criado. Última tentativa: A Efí recusou o nome do plano.',
    );
    // An analyst reads: no create, edit, delete or Efí buttons.
    expect(screen.queryByRole('button', { name: 'Novo plano' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ações do plano/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /na Efí/ })).toBeNull();
  });

  it('shows a plan not created at Efí as Rascunho, with the action to create it there', async () => {
    const draft = plan({ efiSyncState: 'pending', efiSyncError: null });
    const onSale = plan({
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Empresa',
      efiPlanId: 41,
      efiSyncState: 'synced',
      efiSyncError: null,
    });
    // At Efí, but its new name did not reach Efí: on sale, the failure shown.
    const renameFailed = plan({
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Essencial',
      efiPlanId: 42,
    });
    signInStaff(staffUser('manager'));
    stubFetch((url) =>
      url.pathname === '/api/backoffice/plans'
        ? Response.json({ data: [draft, onSale, renameFailed] })
        : undefined,
    );
    renderWithProviders(<PlansPage />, { at: '/', toasts: true });
    const draftRow = await screen.findByTestId(`plan-row-${draft.id}`, {}, slow);
    expect(within(draftRow).getByTestId(`efi-sync-${draft.id}`)).toHaveTextContent(
      /^Rascunho: Ainda não criado na Efí: fora de \/planos e do checkout até ser criado\.$/,
    );
    expect(within(draftRow).getByRole('button', { name: 'Criar Equipe na Efí' })).toBeVisible();
    const saleRow = screen.getByTestId(`plan-row-${onSale.id}`);
    expect(within(saleRow).getByTestId(`efi-sync-${onSale.id}`)).toHaveTextContent(
      'Sincronizado: Plano 41 na Efí.',
    );
    const failedRow = screen.getByTestId(`plan-row-${renameFailed.id}`);
    expect(within(failedRow).getByTestId(`efi-sync-${renameFailed.id}`)).toHaveTextContent(
      'Falhou: A Efí recusou o nome do plano.',
    );
    expect(screen.getAllByRole('button', { name: /na Efí$/ })).toHaveLength(1);
  });

  it('keeps the active filter in the URL and asks the API for it', async () => {
    signInStaff(staffUser('manager'));
    const { fetchMock } = stubFetch((url) =>
      url.pathname === '/api/backoffice/plans' ? Response.json({ data: [] }) : undefined,
    );
    const { router } = renderWithProviders(<PlansPage />, { at: '/', toasts: true });
    expect(await screen.findByText('Nenhum plano cadastrado ainda', {}, slow)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Inativos' }));
    expect(await screen.findByText('Nenhum plano inativo')).toBeVisible();
    expect(router.state.location.search).toBe('?situacao=inativos');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.endsWith('/backoffice/plans?active=true'))).toBe(true);
    expect(urls.some((url) => url.endsWith('/backoffice/plans?active=false'))).toBe(true);
  });

  it('lets a manager create a plan, sending centavos, but not delete', async () => {
    const user = userEvent.setup();
    let created: unknown;
    signInStaff(staffUser('manager'));
    stubFetch((url, init) => {
      if (url.pathname === '/api/backoffice/plans' && init.method === 'POST') {
        created = sentBody(init);
        return Response.json(plan({ name: 'Escala', efiSyncState: 'pending' }), { status: 201 });
      }
      if (url.pathname === '/api/backoffice/plans') return Response.json({ data: [plan()] });
      return undefined;
    });
    renderWithProviders(<PlansPage />, { at: '/', toasts: true });
    await screen.findByTestId(`plan-row-${plan().id}`, {}, slow);
    await user.click(screen.getByRole('button', { name: /Ações do plano Equipe/ }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Novo plano' }));
    const form = await screen.findByRole('form', { name: 'Novo plano' });
    await user.click(within(form).getByRole('button', { name: 'Criar plano' }));
    expect(await within(form).findByText('Informe o preço do plano.')).toBeVisible();
    expect(within(form).getByText('O nome do plano deve ter ao menos 2 caracteres.')).toBeVisible();
    expect(created).toBeUndefined();

    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Escala');
    await user.type(within(form).getByRole('textbox', { name: 'Preço' }), '1234,5');
    await user.click(within(form).getByRole('button', { name: 'Adicionar recurso' }));
    await user.type(within(form).getByRole('textbox', { name: 'Recurso 1' }), 'Relatórios');
    await user.click(within(form).getByRole('button', { name: 'Criar plano' }));
    await waitFor(() => expect(created).toBeDefined());
    expect(created).toMatchObject({
      name: 'Escala',
      priceCents: 123450,
      interval: 'monthly',
      features: ['Relatórios'],
    });
    expect(await screen.findByText(/Escala foi criado/)).toBeVisible();
  });

  it('shows the in-use refusal on delete and offers to deactivate instead', async () => {
    const user = userEvent.setup();
    const calls: { method: string; path: string; body: unknown }[] = [];
    signInStaff(staffUser('admin'));
    stubFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') calls.push({ method, path: url.pathname, body: sentBody(init) });
      if (url.pathname === '/api/backoffice/plans') return Response.json({ data: [plan()] });
      if (method === 'DELETE') {
        return Response.json(
          {
            statusCode: 409,
            code: 'PLAN_IN_USE',
            message: planMessages.planInUse,
          },
          { status: 409 },
        );
      }
      if (method === 'PUT') return Response.json(plan({ active: false }));
      return undefined;
    });
    renderWithProviders(<PlansPage />, { at: '/', toasts: true });
    await screen.findByTestId(`plan-row-${plan().id}`, {}, slow);
    await user.click(screen.getByRole('button', { name: /Ações do plano Equipe/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir plano Equipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir plano' }));
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Motivo da exclusão/ }),
      'Plano antigo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir plano' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(planMessages.planInUse);
    expect(calls[0]).toEqual({
      method: 'DELETE',
      path: `/api/backoffice/subscription-plans/${plan().id}`,
      body: { reason: 'Plano antigo' },
    });

    await user.click(within(alert).getByRole('button', { name: 'Desativar plano' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: `/api/backoffice/subscription-plans/${plan().id}`,
      body: { active: false },
    });
    expect(await screen.findByText('Equipe deixou de ser oferecido.')).toBeVisible();
  });
});
