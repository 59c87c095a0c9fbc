import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  nfseRequest,
  type RunningNfseSimulator,
  startNfseSimulator,
} from '../testing/simulator.js';

let dir: string;
let sim: RunningNfseSimulator | undefined;

afterEach(async () => {
  await sim?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('NFS-e simulator state file', () => {
  it('keeps notas and numbering across a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'nfse-sim-'));
    const dataFile = join(dir, 'nfse-simulator.json');
    sim = await startNfseSimulator({ dataFile });
    await sim.client.issue(nfseRequest('kept'));
    await sim.control('/control/nfse/kept/authorize');
    await sim.close();

    sim = await startNfseSimulator({ dataFile });
    expect(await sim.client.get('kept')).toMatchObject({ status: 'authorized', number: '1' });
    await sim.client.issue(nfseRequest('next'));
    await sim.control('/control/nfse/next/authorize');
    expect((await sim.client.get('next')).number).toBe('2');
  });
});
