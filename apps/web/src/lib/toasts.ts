import { notifications } from '@mantine/notifications';
import { errorMessages } from '@rumo/shared/common/error-messages';
import { requestToastHost } from './toast-host-signal';
import { TOKEN_EXPIRED_EVENT } from './token-expired-event';

export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** Spec §3 toast shape. */
export interface ToastMessage {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  closable?: boolean;
  group?: string;
  id?: string;
}

export const TOAST_COLORS: Record<ToastSeverity, string> = {
  info: 'blue',
  success: 'green',
  warn: 'orange',
  error: 'red',
  secondary: 'gray',
  contrast: 'dark',
};

/** Spec §9: 3 s for info/success, 5 s for errors and warnings. */
export const TOAST_LIFE: Record<ToastSeverity, number> = {
  info: 3000,
  success: 3000,
  warn: 5000,
  error: 5000,
  secondary: 3000,
  contrast: 3000,
};

export const TOAST_ENTER_MS = 300;
export const TOAST_LEAVE_MS = 450;

/** "Assinatura cancelada" and "Assinatura cancelada.": the same words, read once. */
const sameWords = (a: string, b: string) => {
  const words = (text: string) =>
    text
      .trim()
      .replace(/[.!]+$/, '')
      .toLocaleLowerCase('pt-BR');
  return words(a) === words(b);
};

export function showToast(toast: ToastMessage): string {
  const severity = toast.severity ?? 'info';
  // A detail that repeats the summary (an API message under its own title) is shown once.
  const titled = toast.detail && toast.summary && !sameWords(toast.summary, toast.detail);
  requestToastHost();
  return notifications.show({
    id: toast.id,
    title: titled ? toast.summary : undefined,
    message: toast.detail ?? toast.summary ?? '',
    color: TOAST_COLORS[severity],
    autoClose: toast.life ?? TOAST_LIFE[severity],
    withCloseButton: toast.closable !== false,
    allowClose: toast.closable !== false,
    withBorder: true,
    'data-severity': severity,
    'data-group': toast.group,
  });
}

export { TOKEN_EXPIRED_EVENT };
export const TOKEN_EXPIRED_TOAST_ID = 'token-expired';
export const TOKEN_EXPIRED_SUPPRESS_MS = 10_000;

let lastTokenExpiredToastAt = Number.NEGATIVE_INFINITY;

/** The session-expiry notice; repeats within 10 s are dropped (spec §4/§9). */
export function showTokenExpiredToast(): boolean {
  const now = Date.now();
  if (now - lastTokenExpiredToastAt < TOKEN_EXPIRED_SUPPRESS_MS) return false;
  lastTokenExpiredToastAt = now;
  showToast({
    id: TOKEN_EXPIRED_TOAST_ID,
    severity: 'warn',
    summary: 'Sessão expirada',
    detail: errorMessages.sessionExpired,
    life: 5000,
  });
  return true;
}

export function resetTokenExpiredSuppression(): void {
  lastTokenExpiredToastAt = Number.NEGATIVE_INFINITY;
}

/** The window event of spec §4 adds the token-expired toast; returns the cleanup. */
export function listenForTokenExpiredToast(): () => void {
  const handler = () => {
    showTokenExpiredToast();
  };
  window.addEventListener(TOKEN_EXPIRED_EVENT, handler);
  return () => window.removeEventListener(TOKEN_EXPIRED_EVENT, handler);
}
