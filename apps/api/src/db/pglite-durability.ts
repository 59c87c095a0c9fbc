import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system (Emscripten's NODEFS)
 * ignores fsync anyway: a commit reaches the OS page cache, which survives a crash of Rumo but
 * not a power loss. These start parameters turn fsync on (and make the WAL use fsync, since
 * Emscripten drops fdatasync), and `syncWritesToDisk` gives NODEFS a real fsync.
 * See docs/decisions/0005-embedded-durability.md for the cost.
 */
export const DURABLE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

type EmscriptenStream = { nfd?: unknown; stream_ops?: Record<string, unknown> } | null;

/**
 * Installs fsync on the stream operations NODEFS shares among its open files (reached through
 * PGlite's Emscripten module, as no public option exists). Returns false when the internals
 * are not as expected, so the caller can say the database is not durable.
 */
export function syncWritesToDisk(client: PGlite): boolean {
  const fs = (client as unknown as { mod?: { FS?: { streams?: EmscriptenStream[] } } }).mod?.FS;
  const nodeStream = fs?.streams?.find((stream) => typeof stream?.nfd === 'number');
  const operations = nodeStream?.stream_ops;
  if (!operations) return false;
  operations.fsync = (stream: EmscriptenStream) => {
    if (typeof stream?.nfd === 'number') fsyncSync(stream.nfd);
    return 0;
  };
  return true;
}
