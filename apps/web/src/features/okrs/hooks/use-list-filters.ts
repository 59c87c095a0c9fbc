import { useUrlFilters } from '../../../lib/url-filters';
import { FILTER_PARAMS, readListFilters } from './list-filters';

/** The objective list's filters, bound to the URL query. */
export const useListFilters = () => useUrlFilters(readListFilters, FILTER_PARAMS);
