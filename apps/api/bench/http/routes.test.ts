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
    const skipped = ['/api/v1/', '/mcp', '/scim/', '/api/backoffice/', '/api/dev/'];
    for (const prefix of [...skipped, '/api/oauth/consent', '/api/whatsapp/']) {
      expect(paths.filter((path) => path.startsWith(prefix))).toEqual([]);
    }
  });
});
