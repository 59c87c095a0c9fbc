import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { BACKOFFICE_TOASTS, showFailureToast } from '../backoffice-toasts';
import { type BackofficeApi, backofficeApi } from './backoffice-api-client';

interface EfiActionAnswer {
  success?: boolean;
  message?: string;
}

/** A 200 whose body says `success: false` is a failure with the body's message. */
function ensureSucceeded(data: unknown): void {
  const answer = data as EfiActionAnswer | null;
  if (answer && answer.success === false) {
    throw new ApiError(200, answer, answer.message || undefined);
  }
}

/** GET /backoffice/subscription-plans/test-efi-connection (manager and admin, spec §6). */
export async function testEfiConnection(api: BackofficeApi = backofficeApi): Promise<void> {
  const response = await api.get('/backoffice/subscription-plans/test-efi-connection');
  ensureSucceeded(response?.data);
}

/** POST /backoffice/subscription-plans/sync-efi (manager and admin, spec §6). */
export async function syncEfi(api: BackofficeApi = backofficeApi): Promise<void> {
  const response = await api.post('/backoffice/subscription-plans/sync-efi');
  ensureSucceeded(response?.data);
}

export function useTestEfiConnection() {
  return useMutation({
    mutationFn: () => testEfiConnection(),
    onSuccess: () => showToast(BACKOFFICE_TOASTS.connectionOk),
    onError: (error) => showFailureToast(BACKOFFICE_TOASTS.connectionFailed, error),
  });
}

export function useSyncEfi() {
  return useMutation({
    mutationFn: () => syncEfi(),
    onSuccess: () => showToast(BACKOFFICE_TOASTS.syncOk),
    onError: (error) => showFailureToast(BACKOFFICE_TOASTS.syncFailed, error),
  });
}
