import { isApiError, messageFromBody } from '../../lib/api-error';
import { showToast } from '../../lib/toasts';

/** The backoffice's toasts, with spec §2/§4/§8 text verbatim and spec §9 lives. */
export const BACKOFFICE_TOASTS = {
  sessionExpired: {
    id: 'backoffice-session-expired',
    severity: 'warn',
    summary: 'Sessão Expirada',
    detail: 'Sua sessão expirou. Você será redirecionado para o login.',
    life: 5000,
  },
  connectionOk: {
    severity: 'success',
    summary: 'Conexão OK',
    detail: 'Conexão com Efí Pay funcionando corretamente',
    life: 3000,
  },
  connectionFailed: {
    severity: 'error',
    summary: 'Erro na Conexão',
    detail: 'Falha ao conectar com Efí Pay',
    life: 5000,
  },
  syncOk: {
    severity: 'success',
    summary: 'Sincronização Completa',
    detail: 'Dados sincronizados com sucesso',
    life: 3000,
  },
  syncFailed: {
    severity: 'error',
    summary: 'Erro na Sincronização',
    detail: 'Falha ao sincronizar dados',
    life: 5000,
  },
  loggedOut: {
    severity: 'success',
    summary: 'Logout realizado',
    detail: 'Você foi desconectado com sucesso',
    life: 3000,
  },
  notificationsInDevelopment: {
    severity: 'info',
    summary: 'Notificações',
    detail: 'As notificações do backoffice estão em desenvolvimento.',
    life: 3000,
  },
  profileInDevelopment: {
    severity: 'info',
    summary: 'Meu Perfil',
    detail: 'O perfil do usuário do sistema está em desenvolvimento.',
    life: 3000,
  },
} as const;

/** The message the API gave for a failed call, if any (spec §8 "with message or …"). */
export function failureMessage(error: unknown): string | undefined {
  if (isApiError(error)) return messageFromBody(error.body);
  return undefined;
}

/** A failure toast with the API's message, or the spec's default detail. */
export function showFailureToast(
  toast: typeof BACKOFFICE_TOASTS.connectionFailed | typeof BACKOFFICE_TOASTS.syncFailed,
  error: unknown,
): void {
  // An expired session already has its own notice.
  if (isApiError(error) && error.tokenExpired) return;
  showToast({ ...toast, detail: failureMessage(error) ?? toast.detail });
}
