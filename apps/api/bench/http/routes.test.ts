import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from '../../src/test/test-database';
import { listCustomerReads } from './routes';

describe('bench routes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());

  it('loads the customer reads, not the surfaces that answer their own tokens', async () => {
    const paths = await listCustomerReads(handle.db);
    expect(paths).toContain('/api/auth/me');
    for (const prefix of ['/api/v1/', '/mcp', '/scim/', '/api/backoffice/', '/api/dev/']) {
      expect(paths.filter((path) => path.startsWith(prefix))).toEqual([]);
    }
  });
});
