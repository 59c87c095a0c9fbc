// `npm run dev`: the API in watch mode and Vite with HMR side by side, output prefixed,
// both stopped together on Ctrl+C or when either one exits.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const VITE_URL = 'http://localhost:5173';

const tasks = [
  {
    name: 'api',
    color: 36,
    args: ['run', 'dev', '-w', '@rumo/api'],
    // E-mailed links (activation, reset) should open the Vite app, which proxies /api to the API.
    env: { PUBLIC_URL: process.env.PUBLIC_URL || VITE_URL },
  },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@rumo/web'], env: {} },
];

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const width = Math.max(...tasks.map((task) => task.name.length));
const children = [];
let stopping = false;

function prefix(task) {
  const label = `[${task.name.padEnd(width)}]`;
  return useColor ? `\x1b[${task.color}m${label}\x1b[0m` : label;
}

function pipe(stream, task, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix(task)} ${line}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    // Each child leads its own process group, so npm, tsx and vite all receive the signal.
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(code);
  }, 3000).unref();
}

for (const task of tasks) {
  const child = spawn('npm', task.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // Children write to pipes, so colour is asked for (or turned off) explicitly.
    env: {
      ...process.env,
      ...task.env,
      ...(useColor ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }),
    },
  });
  children.push(child);
  pipe(child.stdout, task, process.stdout);
  pipe(child.stderr, task, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix(task)} exited (${signal ?? code}); stopping the others`);
      stopAll(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(process.exitCode ?? 0);
    }
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
