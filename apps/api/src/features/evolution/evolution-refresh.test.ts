import { describe, expect, it } from 'vitest';
import type { JobQueue, JobSendOptions } from '../../jobs/job-queue';
import { EVOLUTION_REFRESH_JOB, sendRefresh } from './evolution-refresh';

/** A queue that records sends and answers like a singleton key (null while one is queued). */
function fakeQueue(answer: () => string | null = () => 'job') {
  const sends: { name: string; data: object; options: JobSendOptions | undefined }[] = [];
  const queue = {
    send: async (name: string, data: object, options?: JobSendOptions) => {
      sends.push({ name, data, options });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer();
    },
  } as unknown as JobQueue;
  return { queue, sends };
}

const key = { companyId: 'c1', cycleId: 'y1' };

describe('sendRefresh', () => {
  it('sends one delayed job for a burst of concurrent check-ins, then again after the delay', async () => {
    const { queue, sends } = fakeQueue();
    const noon = new Date('2026-11-25T12:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => sendRefresh(queue, key, 1000, noon)));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      name: EVOLUTION_REFRESH_JOB,
      data: key,
      options: { singletonKey: 'c1:y1', startAfter: new Date('2026-11-25T12:00:01Z') },
    });

    await sendRefresh(queue, key, 1000, new Date('2026-11-25T12:00:00.700Z'));
    expect(sends).toHaveLength(1);
    // Within the margin before the job starts: it may already have read the marks.
    const later = new Date('2026-11-25T12:00:00.800Z');
    await sendRefresh(queue, key, 1000, later);
    expect(sends).toHaveLength(2);
    await sendRefresh(queue, { companyId: 'c2', cycleId: 'y1' }, 1000, later);
    expect(sends).toHaveLength(3);
  });

  it('sends every time without a delay (tests drain at once), and forgets a failed send', async () => {
    const { queue, sends } = fakeQueue(() => null);
    const now = new Date('2026-11-25T12:00:00Z');
    await sendRefresh(queue, key, 0, now);
    await sendRefresh(queue, key, 0, now);
    expect(sends.map((send) => send.options?.startAfter)).toEqual([undefined, undefined]);

    let calls = 0;
    const failing = {
      send: async () => {
        calls++;
        if (calls === 1) throw new Error('down');
        return 'job';
      },
    } as unknown as JobQueue;
    await expect(sendRefresh(failing, key, 1000, now)).rejects.toThrow('down');
    await sendRefresh(failing, key, 1000, now);
    expect(calls).toBe(2);
  });
});
