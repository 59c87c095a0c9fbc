#!/usr/bin/env node
// Reads the imports of apps/api/src/features (tests excluded) and fails when two features depend
// on each other, directly or through a loop. `--print` lists every feature's dependencies.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv.find((arg, i) => i > 1 && !arg.startsWith('--'))
  ? resolve(process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')))
  : resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api/src/features');

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');
    return isSource ? [path] : [];
  });
}

function featureOf(file) {
  const [feature, ...rest] = relative(root, file).split(sep);
  return rest.length > 0 ? feature : undefined;
}

export function featureGraph() {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = featureOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(root + sep)) continue;
      const to = featureOf(target) ?? relative(root, target).split(sep)[0];
      if (to === from) continue;
      const edges = graph.get(from);
      edges.set(to, [...(edges.get(to) ?? []), relative(root, file)]);
    }
  }
  return graph;
}

// Tarjan's strongly connected components: every component larger than one feature is a loop.
export function featureLoops(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const loops = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return loops;
}

const graph = featureGraph();
if (process.argv.includes('--print')) {
  for (const [from, edges] of [...graph].sort()) {
    console.log(`${from} → ${[...edges.keys()].sort().join(', ') || '—'}`);
  }
}
const loops = featureLoops(graph);
if (loops.length === 0) {
  console.log(`feature graph: ${graph.size} features, no loop`);
} else {
  for (const loop of loops) {
    console.error(`feature loop: ${loop.join(' ⇄ ')}`);
    for (const from of loop) {
      for (const [to, files] of graph.get(from)) {
        if (loop.includes(to))
          console.error(`  ${from} → ${to}  (${[...new Set(files)].join(', ')})`);
      }
    }
  }
  process.exitCode = 1;
}
