import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { staffUser } from '../test-fixtures';
import { createBackofficeSessionStore, isStaffAuthenticated } from './backoffice-session-store';
import { verifyStoredSession } from './verify-session';

const tokens = { access_token: 'a', refresh_token: 'r', user: staffUser('admin') };

describe('verify on load (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('does nothing without a session', async () => {
    const verify = vi.fn();
    expect(await verifyStoredSession({ verify }, createBackofficeSessionStore())).toBe('skipped');
    expect(verify).not.toHaveBeenCalled();
  });

  it('keeps the verified user (its role or flags may have changed)', async () => {
    const session = createBackofficeSessionStore();
    session.save(tokens);
    const changed = staffUser('viewer');
    expect(await verifyStoredSession({ verify: async () => changed }, session)).toBe('valid');
    expect(session.getState().user).toEqual(changed);
  });

  it('logs out with the expiry notice when verification fails', async () => {
    const session = createBackofficeSessionStore();
    const notice = vi.fn();
    session.onExpired(notice);
    session.save(tokens);
    const outcome = await verifyStoredSession(
      {
        verify: async () => {
          throw new ApiError(403, { message: 'Este usuário do sistema está desativado.' });
        },
      },
      session,
    );
    expect(outcome).toBe('expired');
    expect(isStaffAuthenticated(session.getState())).toBe(false);
    expect(notice).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot answer', async () => {
    const session = createBackofficeSessionStore();
    session.save(tokens);
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await verifyStoredSession({ verify: offline }, session)).toBe('unverified');
    const down = async () => {
      throw new ApiError(503, null);
    };
    expect(await verifyStoredSession({ verify: down }, session)).toBe('unverified');
    expect(isStaffAuthenticated(session.getState())).toBe(true);
  });
});
