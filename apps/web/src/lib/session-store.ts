import type { SessionUser, UserRole } from '@rumo/shared/auth/contracts';
import { useSyncExternalStore } from 'react';
import { navigateTo } from './navigation';
import { paths } from './paths';
import { USER_STORAGE_KEY } from './session-store-keys';

export { USER_STORAGE_KEY };
export const DEFAULT_USER_NAME = 'Usuário';
/** Spec §3 fallback for a missing e-mail, kept verbatim. */
export const DEFAULT_USER_EMAIL = '{email}';
export const SAVE_FAILED_MESSAGE = 'Falha ao salvar dados do usuário';

export const DEFAULT_USER: SessionUser = {
  id: '',
  name: DEFAULT_USER_NAME,
  email: '',
  token: '',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: '',
  id_team: null,
};

export interface SessionState {
  user: SessionUser;
  loaded: boolean;
}

type Listener = () => void;

export function createSessionStore(storage: Storage = localStorage) {
  let state: SessionState = { user: DEFAULT_USER, loaded: false };
  const listeners = new Set<Listener>();

  function setState(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function write(user: SessionUser) {
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  }

  function logout() {
    setState({ user: DEFAULT_USER, loaded: true });
    storage.removeItem(USER_STORAGE_KEY);
    try {
      sessionStorage.clear();
    } catch (error) {
      console.warn('Não foi possível limpar sessionStorage', error);
    }
    navigateTo(paths.login);
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Stores the user, then reads it back: a token mismatch means storage failed (spec §4). */
    save(user: SessionUser) {
      try {
        write(user);
      } catch (error) {
        console.error('Erro ao salvar usuário', error);
        throw new Error(SAVE_FAILED_MESSAGE);
      }
      const stored = readStoredToken(storage);
      if (stored !== user.token) {
        console.error(SAVE_FAILED_MESSAGE);
        throw new Error(SAVE_FAILED_MESSAGE);
      }
      setState({ user, loaded: true });
    },

    /** Restores the stored user only when it carries a token; unreadable data logs out. */
    load() {
      const raw = storage.getItem(USER_STORAGE_KEY);
      if (!raw) {
        setState({ user: DEFAULT_USER, loaded: true });
        return;
      }
      try {
        const parsed = JSON.parse(raw) as Partial<SessionUser> | null;
        if (parsed && typeof parsed.token === 'string' && parsed.token !== '') {
          setState({ user: { ...DEFAULT_USER, ...parsed } as SessionUser, loaded: true });
        } else {
          setState({ user: DEFAULT_USER, loaded: true });
        }
      } catch (error) {
        console.error('Failed to load user from storage', error);
        logout();
      }
    },

    logout,

    setRole(role: UserRole) {
      const user = { ...state.user, role };
      try {
        write(user);
      } catch (error) {
        console.error('Erro ao salvar role do usuário', error);
      }
      setState({ ...state, user });
    },

    setTeam(idTeam: string | null) {
      const user = { ...state.user, id_team: idTeam };
      try {
        write(user);
      } catch (error) {
        console.error('Erro ao salvar id_team do usuário', error);
      }
      setState({ ...state, user });
    },
  };
}

function readStoredToken(storage: Storage): string | undefined {
  try {
    const stored = JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? 'null') as {
      token?: string;
    } | null;
    return stored?.token;
  } catch {
    return undefined;
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

/** Loads the stored session once, on first need (guard or top bar). */
export function ensureSessionLoaded(store: SessionStore = sessionStore): void {
  if (!store.getState().loaded) store.load();
}

export function isAuthenticated(user: SessionUser): boolean {
  return user.token !== '';
}

export function isAdmin(user: SessionUser): boolean {
  return user.role === 'admin';
}

export function displayName(user: Pick<SessionUser, 'name'>): string {
  return user.name?.trim() || DEFAULT_USER_NAME;
}

export function displayEmail(user: Pick<SessionUser, 'email'>): string {
  return user.email?.trim() || DEFAULT_USER_EMAIL;
}

/** The top bar shows only the first word of the name (spec §2). */
export function firstName(user: Pick<SessionUser, 'name'>): string {
  return displayName(user).split(/\s+/)[0] ?? DEFAULT_USER_NAME;
}

export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
