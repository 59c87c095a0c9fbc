import type { MessageResponse } from '@rumo/shared/auth/contracts';
import type { BetaBody, ProposalBody } from '@rumo/shared/leads/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

/** POST /api/leads/proposal (public). */
export function useSubmitProposal() {
  return useMutation({
    mutationFn: async (body: ProposalBody) =>
      requireData(await api.post<MessageResponse>('/leads/proposal', body)),
  });
}

/** POST /api/leads/beta (public). */
export function useSubmitBeta() {
  return useMutation({
    mutationFn: async (body: BetaBody) =>
      requireData(await api.post<MessageResponse>('/leads/beta', body)),
  });
}
