import type { CreateStaffUserBody, StaffRole, StaffUser } from '@rumo/shared/backoffice/auth';
import type {
  ResetStaffPasswordBody,
  UpdateStaffUserBody,
} from '@rumo/shared/backoffice/staff-users';
import type { Paginated } from '@rumo/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireData } from '../../../lib/api-client';
import { backofficeApi } from '../api/backoffice-api-client';

export interface StaffUserFilters {
  page: number;
  role: StaffRole | null;
  status: 'active' | 'disabled' | null;
  search: string;
}

const BASE = '/backoffice/users';
const staffUsersKey = ['backoffice', 'staff-users'] as const;

export function staffUsersQueryString(filters: StaffUserFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: '20' });
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return params.toString();
}

/** GET /backoffice/users (permission users). */
export function useStaffUsers(filters: StaffUserFilters) {
  const query = staffUsersQueryString(filters);
  return useQuery({
    queryKey: [...staffUsersKey, query],
    queryFn: async ({ signal }) =>
      requireData(await backofficeApi.get<Paginated<StaffUser>>(`${BASE}?${query}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

function useStaffWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}

export function useCreateStaffUser() {
  return useStaffWrite(async (body: CreateStaffUserBody) =>
    requireData(await backofficeApi.post<{ data: StaffUser }>(BASE, body)),
  );
}

export function useUpdateStaffUser() {
  return useStaffWrite(async ({ id, body }: { id: string; body: UpdateStaffUserBody }) =>
    requireData(await backofficeApi.patch<{ data: StaffUser }>(`${BASE}/${id}`, body)),
  );
}

export function useDeactivateStaffUser() {
  return useStaffWrite(async ({ id, reason }: { id: string; reason: string }) =>
    requireData(
      await backofficeApi.post<{ data: StaffUser }>(`${BASE}/${id}/deactivate`, { reason }),
    ),
  );
}

export function useReactivateStaffUser() {
  return useStaffWrite(async ({ id }: { id: string }) =>
    requireData(await backofficeApi.post<{ data: StaffUser }>(`${BASE}/${id}/reactivate`, {})),
  );
}

export function useResetStaffPassword() {
  return useStaffWrite(async ({ id, body }: { id: string; body: ResetStaffPasswordBody }) =>
    requireData(
      await backofficeApi.post<{ data: StaffUser; temporaryPassword: string | null }>(
        `${BASE}/${id}/reset-password`,
        body,
      ),
    ),
  );
}
