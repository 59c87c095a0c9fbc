/** Where the customer's session is stored (own module: the landing's boot script reads it). */
export const USER_STORAGE_KEY = 'user';
