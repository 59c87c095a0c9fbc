import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../test-fixtures';
import {
  BACKOFFICE_STORAGE_KEYS,
  createBackofficeSessionStore,
  isStaffAuthenticated,
  SESSION_EXPIRED_SUPPRESS_MS,
} from './backoffice-session-store';

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', user: staffUser('manager') };

describe('backoffice session store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('starts signed out with nothing stored', () => {
    const store = createBackofficeSessionStore();
    expect(isStaffAuthenticated(store.getState())).toBe(false);
    expect(store.getState().user).toBeNull();
  });

  it('stores the access token, refresh token and user under its own keys', () => {
    const store = createBackofficeSessionStore();
    store.save(tokens);
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.user) ?? '')).toEqual(
      tokens.user,
    );
    // The customer's session key is left alone.
    expect(localStorage.getItem('user')).toBeNull();
    expect(isStaffAuthenticated(store.getState())).toBe(true);
  });

  it('keeps a user stored before the must-change-password mark existed signed in', () => {
    const { mustChangePassword: _, ...older } = tokens.user;
    localStorage.setItem(BACKOFFICE_STORAGE_KEYS.accessToken, 'access-1');
    localStorage.setItem(BACKOFFICE_STORAGE_KEYS.user, JSON.stringify(older));
    expect(createBackofficeSessionStore().getState().user).toEqual({
      ...older,
      mustChangePassword: false,
    });
  });

  it('restores a stored session and drops unreadable or incomplete data', () => {
    createBackofficeSessionStore().save(tokens);
    expect(createBackofficeSessionStore().getState()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: tokens.user,
    });

    localStorage.setItem(BACKOFFICE_STORAGE_KEYS.user, '{not json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isStaffAuthenticated(createBackofficeSessionStore().getState())).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();

    localStorage.setItem(BACKOFFICE_STORAGE_KEYS.user, JSON.stringify({ name: 'sem papel' }));
    expect(isStaffAuthenticated(createBackofficeSessionStore().getState())).toBe(false);

    createBackofficeSessionStore().save(tokens);
    localStorage.removeItem(BACKOFFICE_STORAGE_KEYS.accessToken);
    expect(isStaffAuthenticated(createBackofficeSessionStore().getState())).toBe(false);
  });

  it('logout clears the tokens and user and tells subscribers', () => {
    const store = createBackofficeSessionStore();
    store.save(tokens);
    const listener = vi.fn();
    store.subscribe(listener);
    store.logout();
    expect(listener).toHaveBeenCalled();
    expect(isStaffAuthenticated(store.getState())).toBe(false);
    for (const key of Object.values(BACKOFFICE_STORAGE_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('keeps a fresher user from verify only while signed in', () => {
    const store = createBackofficeSessionStore();
    store.setUser(staffUser('viewer'));
    expect(store.getState().user).toBeNull();
    store.save(tokens);
    const demoted = staffUser('viewer');
    store.setUser(demoted);
    expect(store.getState().user).toEqual(demoted);
    expect(createBackofficeSessionStore().getState().user).toEqual(demoted);
  });

  it('expire clears the tokens and sends one notice, repeats within 10 s suppressed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
    const store = createBackofficeSessionStore();
    const notice = vi.fn();
    store.onExpired(notice);

    store.save(tokens);
    expect(store.expire()).toBe(true);
    expect(isStaffAuthenticated(store.getState())).toBe(false);
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.refreshToken)).toBeNull();
    expect(notice).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SESSION_EXPIRED_SUPPRESS_MS - 1);
    store.save(tokens);
    expect(store.expire()).toBe(false);
    // Suppressed notice, but the tokens are cleared all the same.
    expect(isStaffAuthenticated(store.getState())).toBe(false);
    expect(notice).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(store.expire()).toBe(true);
    expect(notice).toHaveBeenCalledTimes(2);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const store = createBackofficeSessionStore();
    const notice = vi.fn();
    const stop = store.onExpired(notice);
    stop();
    store.expire();
    expect(notice).not.toHaveBeenCalled();
  });
});
