import { describe, expect, it } from 'vitest';
import { throughputGoal } from './goals';
import { parseOptions } from './options';
import { verdictsOf } from './report';
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
  databaseCpuMsPerRequest: 0.2,
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

describe('stages', () => {
  const read = (group: string, reqPerSec: number) =>
    summary({ name: `${group} GET /api/teams/`, group, reqPerSec, pctQuery: 50 });
  const goalsOf = (one: Summary, all: Summary[]) => verdictsOf(one, all).map((v) => v.goal);

  it('holds a miss after the writes to 1.5× its fresh figure, in the same company', () => {
    const fresh = read('small · miss', 3000);
    const aged = read('small · miss after writes', 2000);
    const otherCompany = read('large · miss', 100);
    const verdicts = verdictsOf(aged, [fresh, aged, otherCompany]);
    expect(verdicts.map((v) => v.goal)).toContain('1.50× slower than fresh (≤ 1.5×)');
    expect(verdicts.every((v) => v.pass)).toBe(true);
    const worse = read('small · miss after writes', 1900);
    expect(verdictsOf(worse, [fresh, worse]).some((v) => !v.pass)).toBe(true);
  });

  it('compares the large company with the small one of the same stage only', () => {
    const large = read('large · warm', 1000);
    const goals = goalsOf(large, [read('small · miss', 1500), read('small · warm', 2500), large]);
    expect(goals).toContain('2.50× slower than small (≤ 2×)');
  });

  it('measures warm, miss and after writes by default; --no-read-cache drops warm', () => {
    expect(parseOptions([]).stages).toEqual(['warm', 'miss', 'after-writes']);
    expect(parseOptions(['--no-read-cache']).stages).toEqual(['miss', 'after-writes']);
    expect(parseOptions(['--stages', 'after-writes,miss']).stages).toEqual([
      'miss',
      'after-writes',
    ]);
    expect(() => parseOptions(['--stages', 'cold'])).toThrow(/cold/);
    expect(parseOptions(['--quick']).writes).toBe(10_000);
  });
});
