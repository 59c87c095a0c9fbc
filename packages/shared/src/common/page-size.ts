/** Paging defaults and limits shared by every list endpoint and the web's list pages. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
