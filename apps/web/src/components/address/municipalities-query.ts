import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The UF's IBGE municipalities as combobox options (value: the IBGE code). The list (about
 * 150 KB) is its own chunk, loaded when a city field first asks for it.
 */
export const municipalitiesQuery = (state: string) =>
  queryOptions({
    queryKey: ['municipalities', state],
    queryFn: async () => {
      const { municipalitiesOf } = await import('@rumo/shared/billing/municipalities');
      return municipalitiesOf(state).map((m) => ({ value: m.code, label: m.name }));
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useMunicipalities(state: string) {
  return useQuery({ ...municipalitiesQuery(state), enabled: state !== '' });
}
