import {
  STAFF_PERMISSIONS,
  type StaffAction,
  type StaffPermission,
  type StaffUser,
  staffMay,
} from '@rumo/shared/backoffice/auth';
import { hasPermission } from '../backoffice-guard';
import {
  BACKOFFICE_PAGE_NAMES,
  BACKOFFICE_PAGES,
  type BackofficePage,
  type BackofficePageName,
} from '../backoffice-routes';

/**
 * The dashboard's shortcuts: every registered page the staff member's flags open, the dashboard
 * itself aside. Pages without a side link (payments, stats, settings) are reached from here.
 */
export function dashboardShortcuts(
  user: Pick<StaffUser, 'permissions'> | null,
  registered: ReadonlySet<BackofficePageName>,
): BackofficePage[] {
  return BACKOFFICE_PAGE_NAMES.filter(
    (name) =>
      name !== 'dashboard' &&
      registered.has(name) &&
      hasPermission(user?.permissions, BACKOFFICE_PAGES[name].permission),
  ).map((name) => BACKOFFICE_PAGES[name]);
}

/** What each permission flag opens, in the staff's words. */
export const PERMISSION_AREAS: Record<StaffPermission, { label: string; description: string }> = {
  subscription_plans: {
    label: 'Planos e assinaturas',
    description: 'Planos de Assinatura e Assinaturas das empresas.',
  },
  payments: {
    label: 'Pagamentos',
    description: 'Cobranças, atrasos e sincronização com a Efí Pay.',
  },
  stats: { label: 'Estatísticas e leads', description: 'Indicadores do negócio e Leads do site.' },
  users: { label: 'Usuários do sistema', description: 'Equipe do backoffice e suas permissões.' },
  system: { label: 'Sistema', description: 'Webhooks e Configurações.' },
};

export function permissionAreas(user: Pick<StaffUser, 'permissions'> | null) {
  return STAFF_PERMISSIONS.map((permission) => ({
    permission,
    ...PERMISSION_AREAS[permission],
    granted: hasPermission(user?.permissions, permission),
  }));
}

/** Spec §6 role rules, worded for the staff member: every rule, in this order. */
const ROLE_ACTION_LABELS: Record<StaffAction, string> = {
  testConnection: 'Testar a conexão com a Efí Pay',
  syncData: 'Sincronizar dados com a Efí Pay',
  managePlans: 'Criar e editar planos',
  deletePlans: 'Excluir planos',
  syncPayment: 'Sincronizar um pagamento com a Efí Pay',
  syncAllPayments: 'Sincronizar todos os pagamentos pendentes',
  settlePayment: 'Registrar o pagamento de um boleto pago por fora',
  manageFiscalSettings: 'Alterar os dados fiscais (emissor das notas fiscais)',
  retryInvoice: 'Tentar emitir de novo notas fiscais com erro, uma ou várias',
  cancelInvoice: 'Cancelar uma nota fiscal',
  reissueInvoice: 'Emitir nova nota no lugar de uma cancelada por engano',
};
const ROLE_ACTIONS = (Object.keys(ROLE_ACTION_LABELS) as StaffAction[]).map((action) => ({
  action,
  label: ROLE_ACTION_LABELS[action],
}));

export function roleActions(user: Pick<StaffUser, 'role'>) {
  return ROLE_ACTIONS.map(({ action, label }) => ({
    action,
    label,
    allowed: staffMay(user.role, action),
  }));
}

/** "Bom dia", "Boa tarde" or "Boa noite" by the hour in São Paulo. */
export function greeting(now: Date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('pt-BR', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    }).format(now),
  );
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function firstWord(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
