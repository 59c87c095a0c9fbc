import { readdirSync, readFileSync } from 'node:fs';

// CPU time of process trees from /proc (Linux), in milliseconds. A tree's time is each living
// process's utime+stime plus, for every process, cutime+cstime: the time of children it has
// already reaped (PostgreSQL backends that ended, tsx's node child), so nothing is lost between
// two samples.

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux platform Node runs on). */
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

function readStat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended meanwhile
  }
  // The command name (2nd field) may contain spaces and parentheses: split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17.
  const tick = (field: number) => Number(fields[field - 3] ?? 0);
  return { pid, ppid: tick(4), ticks: tick(14) + tick(15) + tick(16) + tick(17) };
}

function allStats(): Stat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
}

/** Total CPU (ms) of the trees rooted at `roots` (each process counted once). */
export function treeCpuMs(roots: number[]): number {
  const stats = allStats();
  const children = new Map<number, Stat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const seen = new Set<number>();
  let ticks = 0;
  const visit = (stat: Stat) => {
    if (seen.has(stat.pid)) return;
    seen.add(stat.pid);
    ticks += stat.ticks;
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  for (const root of roots) {
    const stat = stats.find((candidate) => candidate.pid === root);
    if (stat) visit(stat);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The postmaster's pid, from the data directory the throwaway PostgreSQL runs in. */
export function postmasterPid(pgDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${pgDir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
