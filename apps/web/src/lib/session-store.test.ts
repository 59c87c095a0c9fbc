import type { SessionUser } from '@rumo/shared/auth/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from './navigation';
import {
  createSessionStore,
  DEFAULT_USER,
  displayEmail,
  displayName,
  firstName,
  isAdmin,
  isAuthenticated,
  USER_STORAGE_KEY,
} from './session-store';

const user: SessionUser = {
  id: 'u1',
  name: 'Ana Beatriz Souza',
  email: 'ana@empresa.com.br',
  token: 'token-123',
  role: 'admin',
  avatar: 'avatars/a.png',
  phone: null,
  position: 'CEO',
  company: 'Empresa',
  id_team: null,
};

describe('session store', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    setNavigator(navigate);
  });

  afterEach(() => {
    setNavigator(null);
    vi.restoreAllMocks();
    navigate.mockReset();
  });

  it('saves the user under the `user` key and exposes it', () => {
    const store = createSessionStore();
    store.save(user);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual(user);
    expect(store.getState().user).toEqual(user);
    expect(isAuthenticated(store.getState().user)).toBe(true);
  });

  it('raises "Falha ao salvar dados do usuário" when the stored token does not match', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = {
      ...localStorage,
      setItem: () => {},
      getItem: () => JSON.stringify({ ...user, token: 'other' }),
    } as unknown as Storage;
    const store = createSessionStore(storage);
    expect(() => store.save(user)).toThrow('Falha ao salvar dados do usuário');
    expect(error).toHaveBeenCalledWith('Falha ao salvar dados do usuário');
    expect(isAuthenticated(store.getState().user)).toBe(false);
  });

  it('logs "Erro ao salvar usuário" and raises the save failure when storage throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => null,
    } as unknown as Storage;
    const store = createSessionStore(storage);
    expect(() => store.save(user)).toThrow('Falha ao salvar dados do usuário');
    expect(error).toHaveBeenCalledWith('Erro ao salvar usuário', expect.any(Error));
  });

  it('restores a stored user only when it has a token', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    const store = createSessionStore();
    store.load();
    expect(store.getState()).toEqual({ user, loaded: true });

    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, token: '' }));
    const tokenless = createSessionStore();
    tokenless.load();
    expect(tokenless.getState().user).toEqual(DEFAULT_USER);
    expect(isAuthenticated(tokenless.getState().user)).toBe(false);
  });

  it('stays signed out when nothing is stored', () => {
    const store = createSessionStore();
    store.load();
    expect(store.getState()).toEqual({ user: DEFAULT_USER, loaded: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out when the stored user cannot be parsed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    const store = createSessionStore();
    store.load();
    expect(error).toHaveBeenCalledWith('Failed to load user from storage', expect.any(SyntaxError));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('logout resets the user, removes it, clears sessionStorage and goes to /login', () => {
    const store = createSessionStore();
    store.save(user);
    sessionStorage.setItem('draft', 'x');
    const listener = vi.fn();
    store.subscribe(listener);

    store.logout();

    expect(store.getState().user).toEqual(DEFAULT_USER);
    expect(store.getState().user.name).toBe('Usuário');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(listener).toHaveBeenCalled();
  });

  it('still logs out when sessionStorage cannot be cleared', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = createSessionStore();
    store.save(user);
    store.logout();
    expect(warn).toHaveBeenCalledWith('Não foi possível limpar sessionStorage', expect.any(Error));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('falls back to the navigation of the whole page when no router is registered', () => {
    setNavigator(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    createSessionStore().logout();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('updates role and team in storage', () => {
    const store = createSessionStore();
    store.save({ ...user, role: 'user' });
    store.setRole('admin');
    store.setTeam('team-1');
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '');
    expect(stored).toMatchObject({ role: 'admin', id_team: 'team-1', token: user.token });
    expect(isAdmin(store.getState().user)).toBe(true);
  });

  it('derives the names shown in the top bar', () => {
    expect(firstName(user)).toBe('Ana');
    expect(displayName({ name: '  ' })).toBe('Usuário');
    expect(firstName({ name: '' })).toBe('Usuário');
    expect(displayEmail({ email: '' })).toBe('{email}');
    expect(displayEmail(user)).toBe(user.email);
  });
});
