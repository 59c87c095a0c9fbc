/**
 * The window event the API client raises when the session expired; the toast layer listens.
 * Its own module so the client does not bring the toast library along.
 */
export const TOKEN_EXPIRED_EVENT = 'show-token-expired-toast';
