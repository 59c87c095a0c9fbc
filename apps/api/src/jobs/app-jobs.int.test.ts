import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { JobQueue } from './job-queue';

describe('the app and its job queue', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('gives the test app a manual queue: jobs wait for drain()', async () => {
    t = await createTestApp();
    const seen: object[] = [];
    await t.app.jobs.work('app-jobs-test', async (job) => {
      seen.push(job.data);
    });
    await t.app.jobs.send('app-jobs-test', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('stops only the queue it created when it closes', async () => {
    let stops = 0;
    const given: JobQueue = {
      send: async () => 'id',
      work: async () => {},
      schedule: async () => {},
      drain: async () => 0,
      stop: async () => {
        stops += 1;
      },
    };
    t = await createTestApp({ jobs: given });
    expect(t.app.jobs).toBe(given);
    await t.close();
    t = undefined;
    expect(stops).toBe(0);
  });
});
