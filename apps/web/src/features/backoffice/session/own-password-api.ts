import {
  type ChangeOwnStaffPasswordBody,
  type StaffUser,
  staffMeResponseSchema,
} from '@rumo/shared/backoffice/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { backofficeApi } from '../api/backoffice-api-client';

/**
 * POST /backoffice/auth/password: the caller's own password (current one required). Answers the
 * user without the must-change mark; the caller's other sessions end.
 */
export async function changeOwnStaffPassword(body: ChangeOwnStaffPasswordBody): Promise<StaffUser> {
  const response = await backofficeApi.post<unknown>('/backoffice/auth/password', body);
  const parsed = staffMeResponseSchema.safeParse(response?.data);
  if (!parsed.success) {
    throw new ApiError(response?.status ?? 0, response?.data ?? null, 'Erro na requisição');
  }
  return parsed.data.data;
}

export function useChangeOwnStaffPassword() {
  return useMutation({ mutationFn: changeOwnStaffPassword });
}
