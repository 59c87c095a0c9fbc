import { useUrlFilters } from '../../../lib/url-filters';
import { readUserFilters, USER_FILTER_PARAMS } from './user-filters';

/** The user list's filters, bound to the URL query. */
export const useUserFilters = () => useUrlFilters(readUserFilters, USER_FILTER_PARAMS);
