import { z } from 'zod';

/** Shortest query the search answers; anything shorter matches too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many results of each kind. */
export const SEARCH_LIMIT_PER_KIND = 5;

export const searchMessages = {
  tooShort: `Digite pelo menos ${SEARCH_MIN_LENGTH} caracteres para buscar.`,
  tooLong: `A busca pode ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`,
} as const;

export const SEARCH_KINDS = ['objective', 'key_result', 'person', 'team'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** Group headings, in the order the results are shown. */
export const searchKindLabels: Record<SearchKind, string> = {
  objective: 'Objetivos',
  key_result: 'Resultados-chave',
  person: 'Pessoas',
  team: 'Times',
};

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, searchMessages.tooShort)
    .max(SEARCH_MAX_LENGTH, searchMessages.tooLong),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  /** Context under the title: the cycle, the key result's objective, the person's e-mail… */
  subtitle: z.string().nullable(),
  /** The objective a key result belongs to (null for the other kinds). */
  objectiveId: z.string().nullable(),
  /** A person's photo (null for the other kinds). */
  avatar: z.string().nullable(),
  /** A private objective, or a key result of one: shown with a "Privado" badge. */
  private: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The form both sides compare: lower case without accents, so "acao" finds "Ação". The API
 * applies the same folding to the columns in SQL (see the search repository).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
