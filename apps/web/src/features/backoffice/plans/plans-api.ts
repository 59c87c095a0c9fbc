import {
  type StaffPlan,
  type StaffPlanBody,
  type StaffPlanList,
  type StaffPlanUpdateBody,
  staffPlanListSchema,
  staffPlanSchema,
} from '@rumo/shared/backoffice/billing/plans';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BackofficeApi, backofficeApi } from '../api/backoffice-api-client';

/** Which plans the list shows: the API's `active` query (spec §7, default true). */
export const PLAN_ACTIVITY_FILTERS = ['true', 'false', 'all'] as const;
export type PlanActivityFilter = (typeof PLAN_ACTIVITY_FILTERS)[number];

export const planKeys = {
  all: ['backoffice', 'plans'] as const,
  list: (active: PlanActivityFilter) => ['backoffice', 'plans', 'list', active] as const,
};

/** GET /backoffice/plans?active=… */
export async function fetchPlans(
  active: PlanActivityFilter,
  api: BackofficeApi = backofficeApi,
): Promise<StaffPlanList> {
  const response = await api.get(`/backoffice/plans?active=${active}`);
  return staffPlanListSchema.parse(response?.data);
}

export const plansQuery = (active: PlanActivityFilter) =>
  queryOptions({ queryKey: planKeys.list(active), queryFn: () => fetchPlans(active) });

function parsePlan(data: unknown): StaffPlan {
  return staffPlanSchema.parse(data);
}

/** POST /backoffice/plans (manager and admin). */
export async function createPlan(body: StaffPlanBody, api: BackofficeApi = backofficeApi) {
  return parsePlan((await api.post('/backoffice/plans', body))?.data);
}

/** PUT /backoffice/subscription-plans/{id} with any subset of the fields (manager and admin). */
export async function updatePlan(
  id: string,
  body: StaffPlanUpdateBody,
  api: BackofficeApi = backofficeApi,
) {
  return parsePlan((await api.put(`/backoffice/subscription-plans/${id}`, body))?.data);
}

/** DELETE /backoffice/subscription-plans/{id} with the reason (admin; 409 when in use). */
export async function deletePlan(id: string, reason: string, api: BackofficeApi = backofficeApi) {
  await api.delete(`/backoffice/subscription-plans/${id}`, { reason });
}

/** POST /backoffice/subscription-plans/{id}/create-efi-plan (manager and admin). */
export async function createPlanAtEfi(id: string, api: BackofficeApi = backofficeApi) {
  return parsePlan((await api.post(`/backoffice/subscription-plans/${id}/create-efi-plan`))?.data);
}

/** Every plan mutation refreshes every plan list (the active filter moves plans between them). */
function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

export function useSavePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: StaffPlanBody }) =>
      id ? updatePlan(id, body) : createPlan(body),
    onSuccess: invalidate,
  });
}

export function useSetPlanActive() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => updatePlan(id, { active }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deletePlan(id, reason),
    onSuccess: invalidate,
  });
}

export function useCreatePlanAtEfi() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: string) => createPlanAtEfi(id),
    onSuccess: invalidate,
  });
}
