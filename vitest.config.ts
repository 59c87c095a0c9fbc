import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project so `--project api` can
// re-run the API suite alone (CI does it again against PostgreSQL).
export default defineConfig({
  test: {
    // Two cores on the machines we run on; more workers only thrash.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'efi', root: 'packages/efi', include: ['src/**/*.test.ts'] } },
      { test: { name: 'nfse', root: 'packages/nfse', include: ['src/**/*.test.ts'] } },
      {
        // The build and start scripts (plain Node); each test runs small builds as child
        // processes, slow on a loaded machine.
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          // Migrates one database per run (PGlite, or PostgreSQL with TEST_DATABASE_URL); each
          // test file's database starts as a copy of it.
          globalSetup: [
            'src/test/pglite-template.global-setup.ts',
            'src/test/pg-template.global-setup.ts',
          ],
          // Test files share their worker's modules instead of importing the app anew each
          // (~4 s a file on a loaded 2-core machine; PGlite's compiled WASM is reused too). Safe
          // because per-process state is keyed by the app's database (WeakMap), never global.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
