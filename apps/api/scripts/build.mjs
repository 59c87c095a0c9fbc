// `npm run build -w @rumo/api`: bundles the API's entry points into apps/api/dist with esbuild, so
// production runs plain JavaScript (`node dist/server.js`) and compiles nothing at start.
// The workspace packages (@rumo/shared, @rumo/efi) are TypeScript source and go into the bundle;
// every real dependency stays an import resolved from node_modules at run time.
// `--outdir <folder>` builds elsewhere (a test); it must stay inside apps/api, whose package.json
// the bundle looks up to find the migrations and the web app (src/lib/paths.ts).
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Leaves bare imports to Node at run time, except this repository's own workspaces. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rumo/') ? undefined : { path: args.path, external: true },
    );
  },
};

const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? resolve(values.outdir) : join(apiRoot, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/server.ts', 'src/create-backoffice-admin.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Not minified: stack traces stay readable; NODE_OPTIONS=--enable-source-maps maps them to src/.
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
