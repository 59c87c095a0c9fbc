import type { QueryClient } from '@tanstack/react-query';
import { okrProgressRoots, okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** After any objective or key result change: everything that shows OKRs, plus cycle counts. */
export async function invalidateOkrData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [...okrProgressRoots, okrQueryRoots.cycles].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
