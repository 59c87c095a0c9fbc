import { describe, expect, it } from 'vitest';
import { throughputGoal } from './goals';
import type { Summary } from './summary';
import { CHECK_IN_POST, DASHBOARD, OKR_LIST } from './targets';

const summary = (over: Partial<Summary>): Summary => ({
  name: 'small x',
  group: 'small',
  kind: 'read',
  label: 'GET /api/teams/',
  reqPerSec: 1000,
  p50: 5,
  p99: 20,
  cpuMsPerRequest: 0.5,
  pctHello: 10,
  pctQuery: 20,
  requests: 1000,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statusCodes: { '200': 1000 },
  rounds: [],
  ...over,
});

const passes = (over: Partial<Summary>) => throughputGoal(summary(over))?.pass;

describe('issue 24 goals', () => {
  it('wants the OKR list at 40 % of the one-query anchor', () => {
    expect(passes({ label: `GET ${OKR_LIST}`, pctQuery: 40 })).toBe(true);
    expect(passes({ label: `GET ${OKR_LIST}`, pctQuery: 39.9 })).toBe(false);
  });

  it('wants the dashboard and every other read at 15 %', () => {
    expect(passes({ label: `GET ${DASHBOARD}`, pctQuery: 15 })).toBe(true);
    expect(passes({ label: `GET ${DASHBOARD}`, pctQuery: 14.9 })).toBe(false);
    expect(passes({ pctQuery: 15 })).toBe(true);
    expect(passes({ pctQuery: 12 })).toBe(false);
  });

  it('wants every read under 50 ms at p99', () => {
    expect(passes({ pctQuery: 90, p99: 49.9 })).toBe(true);
    expect(passes({ pctQuery: 90, p99: 50 })).toBe(false);
    expect(passes({ label: `GET ${DASHBOARD}`, pctQuery: 90, p99: 58 })).toBe(false);
  });

  it('wants the check-in POST at 30 %', () => {
    const post = { kind: 'write' as const, label: CHECK_IN_POST };
    expect(passes({ ...post, pctQuery: 30, p99: 200 })).toBe(true);
    expect(passes({ ...post, pctQuery: 29 })).toBe(false);
  });

  it('sets no goal for anchors and the mix', () => {
    expect(throughputGoal(summary({ kind: 'anchor' }))).toBeUndefined();
    expect(throughputGoal(summary({ kind: 'mix' }))).toBeUndefined();
  });
});
