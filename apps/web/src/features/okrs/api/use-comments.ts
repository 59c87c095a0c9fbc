import type { Comment, CommentInput } from '@rumo/shared/comments/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

export const COMMENTS_PAGE_SIZE = 10;

/** Where a comment is posted: the objective itself or one of its key results. */
export type CommentTarget = { kind: 'objectives' | 'key-results'; id: string };

// Under the activity root: a comment also changes the objective's timeline.
const commentKeys = {
  all: [...okrQueryRoots.activity, 'comments'] as const,
  list: (target: CommentTarget, page: number) =>
    [...okrQueryRoots.activity, 'comments', target.kind, target.id, page] as const,
};

/** GET /api/{objectives|key-results}/:id/comments?page&limit (newest first). */
export function useComments(target: CommentTarget, page: number) {
  return useQuery({
    queryKey: commentKeys.list(target, page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Comment>>(
          `/${target.kind}/${target.id}/comments?page=${page}&limit=${COMMENTS_PAGE_SIZE}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** After any change, the timelines and comment lists read again. */
function useRefreshComments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: okrQueryRoots.activity });
}

/** POST /api/{objectives|key-results}/:id/comments. */
export function useAddComment(target: CommentTarget) {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (input: CommentInput) =>
      requireData(await authApi.post<Comment>(`/${target.kind}/${target.id}/comments`, input)),
    onSuccess: refresh,
  });
}

/** PATCH /api/comments/:id (the author). */
export function useEditComment() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async ({ id, ...input }: CommentInput & { id: string }) =>
      requireData(await authApi.patch<Comment>(`/comments/${id}`, input)),
    onSuccess: refresh,
  });
}

/** DELETE /api/comments/:id (the author or an admin). */
export function useDeleteComment() {
  const refresh = useRefreshComments();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/comments/${id}`);
    },
    onSuccess: refresh,
  });
}
