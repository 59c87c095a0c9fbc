import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createState, type SimHook, type SimNota, type SimState } from './state.js';

export interface SimStore {
  state: SimState;
  /** Writes the state soon (writes coalesce); no-op in memory. */
  save(): void;
  /** Resolves once every write asked so far is on disk. */
  flush(): Promise<void>;
}

interface Saved {
  notas: SimNota[];
  hooks: SimHook[];
  nextNumero: number;
  nextRps: number;
}

function load(dataFile: string): SimState {
  const state = createState();
  let saved: Saved;
  try {
    saved = JSON.parse(readFileSync(dataFile, 'utf8')) as Saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return state;
    throw error;
  }
  for (const nota of saved.notas) state.notas.set(nota.ref, nota);
  state.hooks = saved.hooks;
  state.nextNumero = saved.nextNumero;
  state.nextRps = saved.nextRps;
  return state;
}

/** The simulator's state, kept in `dataFile` (JSON, written atomically) when given. */
export function createStore(
  dataFile: string | undefined,
  onError: (error: unknown) => void,
): SimStore {
  const state = dataFile ? load(dataFile) : createState();
  let writing: Promise<void> = Promise.resolve();
  let pending = false;

  async function write(file: string): Promise<void> {
    pending = false;
    const saved: Saved = {
      notas: [...state.notas.values()],
      hooks: state.hooks,
      nextNumero: state.nextNumero,
      nextRps: state.nextRps,
    };
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(saved), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }

  return {
    state,
    save() {
      if (!dataFile || pending) return;
      pending = true;
      writing = writing.then(() => write(dataFile)).catch(onError);
    },
    flush: () => writing,
  };
}
