import {
  PRESENTATION_PAGE,
  type Presentation,
  type PresentationObjective,
  type PresentationSlides,
} from '@rumo/shared/presentation/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authApi, requireData } from '../../../lib/api-client';

/** GET /api/presentation: the deck's overview and first slides (optionally one team's). */
export function usePresentation(cycleId: string | null, teamId: string | null) {
  return useQuery({
    queryKey: ['presentation', cycleId, teamId],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams();
      if (cycleId) query.set('cycleId', cycleId);
      if (teamId) query.set('teamId', teamId);
      return requireData(await authApi.get<Presentation>(`/presentation?${query}`, { signal }));
    },
    // Picking another team keeps the deck (and the focus on "Time") while its slides load.
    placeholderData: keepPreviousData,
  });
}

/** Slides within this many of the end of the ones loaded fetch the next page ahead. */
const PREFETCH_AHEAD = 3;

type DeckKey = { cycleId: string; teamId: string | null };

const slidesKey = (deck: DeckKey | null, page: number) => [
  'presentation',
  'slides',
  deck?.cycleId ?? null,
  deck?.teamId ?? null,
  page,
];

async function fetchSlides(deck: DeckKey | null, page: number, signal: AbortSignal) {
  if (!deck) throw new Error('slides asked for before the deck');
  const query = new URLSearchParams({
    cycleId: deck.cycleId,
    offset: String(page * PRESENTATION_PAGE),
  });
  if (deck.teamId) query.set('teamId', deck.teamId);
  return requireData(
    await authApi.get<PresentationSlides>(`/presentation/slides?${query}`, { signal }),
  );
}

/**
 * The objective of slide `position` (0: the deck's first objective) and its page's load state:
 * the first page came with the deck, later ones load on demand, the next one a few slides ahead.
 */
export function usePresentationSlide(deck: Presentation | undefined, position: number) {
  const page = Math.max(0, Math.floor(position / PRESENTATION_PAGE));
  const total = deck?.overview.objectives ?? 0;
  const key = deck ? { cycleId: deck.cycle.id, teamId: deck.team?.id ?? null } : null;
  const slides = useQuery({
    queryKey: slidesKey(key, page),
    queryFn: ({ signal }) => fetchSlides(key, page, signal),
    enabled: key !== null && page > 0 && position < total,
  });
  const queryClient = useQueryClient();
  const nextPage = page + 1;
  const nearEnd = (position % PRESENTATION_PAGE) + PREFETCH_AHEAD >= PRESENTATION_PAGE;
  const cycleId = key?.cycleId ?? null;
  const teamId = key?.teamId ?? null;
  useEffect(() => {
    if (!cycleId || !nearEnd || nextPage * PRESENTATION_PAGE >= total) return;
    const next = { cycleId, teamId };
    void queryClient.prefetchQuery({
      queryKey: slidesKey(next, nextPage),
      queryFn: ({ signal }) => fetchSlides(next, nextPage, signal),
    });
  }, [cycleId, teamId, nearEnd, nextPage, total, queryClient]);
  const list = page === 0 ? deck?.objectives : slides.data?.objectives;
  const objective: PresentationObjective | undefined =
    position < 0 ? undefined : list?.[position % PRESENTATION_PAGE];
  return { objective, slides };
}
