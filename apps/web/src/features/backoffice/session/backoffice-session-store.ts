import { type StaffUser, staffUserSchema } from '@rumo/shared/backoffice/auth';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Own keys: the customer's session lives under `user` (spec §3) and never mixes with these. */
export const BACKOFFICE_STORAGE_KEYS = {
  accessToken: 'backoffice_access_token',
  refreshToken: 'backoffice_refresh_token',
  user: 'backoffice_user',
} as const;

/** Spec §9: a second session-expiry notice within 10 s is dropped. */
export const SESSION_EXPIRED_SUPPRESS_MS = 10_000;

export interface BackofficeSessionState {
  accessToken: string;
  refreshToken: string;
  user: StaffUser | null;
}

export interface BackofficeTokens {
  access_token: string;
  refresh_token: string;
  user: StaffUser;
}

/**
 * A user stored before `mustChangePassword` existed still reads (as false), so nobody is signed
 * out by the upgrade; the verify call on load brings the server's value.
 */
const storedUserSchema = staffUserSchema.extend({ mustChangePassword: z.boolean().default(false) });

const SIGNED_OUT: BackofficeSessionState = { accessToken: '', refreshToken: '', user: null };

type Listener = () => void;

interface StoreDeps {
  storage?: Storage;
  now?: () => number;
}

/** Spec §4 backoffice session: tokens and user kept locally, cleared on logout or expiry. */
export function createBackofficeSessionStore({
  storage = localStorage,
  now = () => Date.now(),
}: StoreDeps = {}) {
  let state: BackofficeSessionState = read();
  const listeners = new Set<Listener>();
  const expiryListeners = new Set<Listener>();
  let lastExpiryNoticeAt = Number.NEGATIVE_INFINITY;

  function read(): BackofficeSessionState {
    try {
      const accessToken = storage.getItem(BACKOFFICE_STORAGE_KEYS.accessToken) ?? '';
      const refreshToken = storage.getItem(BACKOFFICE_STORAGE_KEYS.refreshToken) ?? '';
      const rawUser = storage.getItem(BACKOFFICE_STORAGE_KEYS.user);
      if (!accessToken || !rawUser) return SIGNED_OUT;
      const user = storedUserSchema.safeParse(JSON.parse(rawUser));
      if (!user.success) return SIGNED_OUT;
      return { accessToken, refreshToken, user: user.data };
    } catch (error) {
      console.error('Failed to load user from storage', error);
      return SIGNED_OUT;
    }
  }

  function setState(next: BackofficeSessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function remove() {
    for (const key of Object.values(BACKOFFICE_STORAGE_KEYS)) storage.removeItem(key);
  }

  function save(tokens: BackofficeTokens) {
    storage.setItem(BACKOFFICE_STORAGE_KEYS.accessToken, tokens.access_token);
    storage.setItem(BACKOFFICE_STORAGE_KEYS.refreshToken, tokens.refresh_token);
    storage.setItem(BACKOFFICE_STORAGE_KEYS.user, JSON.stringify(tokens.user));
    setState({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      user: tokens.user,
    });
  }

  function logout() {
    remove();
    setState(SIGNED_OUT);
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** A successful login or refresh: both tokens and the user are stored. */
    save,

    /** The verify call's fresher copy of the user (role or flags may have changed). */
    setUser(user: StaffUser) {
      if (!state.accessToken) return;
      storage.setItem(BACKOFFICE_STORAGE_KEYS.user, JSON.stringify(user));
      setState({ ...state, user });
    },

    /** Re-reads storage (another tab signed in or out). */
    reload() {
      setState(read());
    },

    logout,

    /**
     * Spec §4: the session ended on the server's word (401, refused refresh, failed verify).
     * Tokens are cleared; the expiry notice goes out once, repeats within 10 s are dropped.
     * Returns whether the notice went out.
     */
    expire(): boolean {
      logout();
      const at = now();
      if (at - lastExpiryNoticeAt < SESSION_EXPIRED_SUPPRESS_MS) return false;
      lastExpiryNoticeAt = at;
      for (const listener of expiryListeners) listener();
      return true;
    },

    /** The shell listens to show the 'Sessão Expirada' toast. */
    onExpired(listener: Listener) {
      expiryListeners.add(listener);
      return () => {
        expiryListeners.delete(listener);
      };
    },
  };
}

export type BackofficeSessionStore = ReturnType<typeof createBackofficeSessionStore>;

export const backofficeSession = createBackofficeSessionStore();

export function isStaffAuthenticated(state: BackofficeSessionState): boolean {
  return state.accessToken !== '' && state.user !== null;
}

export function useBackofficeSession(
  store: BackofficeSessionStore = backofficeSession,
): BackofficeSessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
