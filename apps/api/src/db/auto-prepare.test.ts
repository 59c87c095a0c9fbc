import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  AUTO_PREPARE_LIMIT,
  autoPrepare,
  PLANNED_PER_CALL,
  sizeClassScope,
  stampSizeClass,
} from './auto-prepare';

/** A pool client that records what reaches the driver. */
function recordingClient() {
  const sent: unknown[] = [];
  const client = { query: (config: unknown) => sent.push(config) } as unknown as pg.PoolClient;
  return { client, sent };
}

const nameOf = (config: unknown) => (config as { name?: string }).name;

describe('autoPrepare', () => {
  it('names each parameterized read after its text, the same name every time', () => {
    const { client, sent } = recordingClient();
    autoPrepare(client, new Map());
    const read = { text: 'select id from teams where company_id = $1' };
    client.query(read, ['a']);
    client.query({ ...read }, ['b']);
    client.query({ text: 'with x as (select 1) select * from x where $1' }, [true]);
    const [first, second, third] = sent.map(nameOf);
    expect(first).toMatch(/^r_/);
    expect(second).toBe(first);
    expect(third).toMatch(/^r_/);
    expect(third).not.toBe(first);
    expect(read).not.toHaveProperty('name');
  });

  it('leaves writes, statements without values, bulk statements and named ones as they are', () => {
    const { client, sent } = recordingClient();
    autoPrepare(client, new Map());
    const many = Array.from({ length: 65 }, (_, index) => index);
    client.query({ text: 'insert into teams (name) values ($1)' }, ['Vendas']);
    client.query({ text: 'select 1; select 2' }, []);
    client.query({ text: `select * from t where id in (${many.map((i) => `$${i + 1}`)})` }, many);
    client.query({ text: 'select $1', name: 'dashboard' }, [1]);
    client.query('select now()');
    expect(sent.map(nameOf)).toEqual([undefined, undefined, undefined, 'dashboard', undefined]);
  });

  it('stops naming new texts past the limit, and keeps the names it gave', () => {
    const { client, sent } = recordingClient();
    const names = new Map<string, string>();
    autoPrepare(client, names);
    for (let index = 0; index < AUTO_PREPARE_LIMIT; index++) {
      names.set(`select ${index} where $1`, `r_${index}`);
    }
    client.query({ text: 'select 0 where $1' }, [true]);
    client.query({ text: 'select new where $1' }, [true]);
    expect(sent.map(nameOf)).toEqual(['r_0', undefined]);
  });

  it("leaves a large company's reads unnamed, and statements named in code as they are", () => {
    const { client, sent } = recordingClient();
    autoPrepare(client, new Map());
    const read = { text: 'select id from teams where company_id = $1' };
    client.query(read, ['a']);
    sizeClassScope.run({ sizeClass: 'L' }, () => {
      client.query(read, ['b']);
      client.query({ text: 'select $1', name: 'dashboard' }, [1]);
    });
    const stamped = { ...read, sizeClass: 'L' };
    client.query(stamped, ['c']);
    client.query(read, ['d']);
    const [small, ...large] = sent.map(nameOf);
    expect(small).toMatch(/^r_/);
    expect(large).toEqual([undefined, 'dashboard', undefined, small]);
    expect(sent[3]).not.toHaveProperty('sizeClass');
  });

  it('sends a read marked as planned per call unnamed', () => {
    const { client, sent } = recordingClient();
    autoPrepare(client, new Map());
    client.query({ text: `${PLANNED_PER_CALL}select id from teams where name like $1` }, ['%a%']);
    expect(sent.map(nameOf)).toEqual([undefined]);
  });

  it("stamps the caller's size class on what the pool hands to a connection later", () => {
    const handed: unknown[] = [];
    const pool = { query: (config: unknown) => handed.push(config) } as unknown as pg.Pool;
    stampSizeClass(pool);
    const read = { text: 'select 1 where $1' };
    sizeClassScope.run({ sizeClass: 'L' }, () => pool.query(read, [true]));
    pool.query(read, [true]);
    expect(handed).toEqual([{ ...read, sizeClass: 'L' }, read]);
    expect(read).not.toHaveProperty('sizeClass');
  });
});
