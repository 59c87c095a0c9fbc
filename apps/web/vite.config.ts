import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bundleReport } from './build-tools/bundle-report';
import { precompress } from './build-tools/precompress';
import { prerenderLanding } from './build-tools/prerender-landing';

// React Router's package exports only its development build, which keeps its dev warnings in
// production (remix-run/react-router#12532); builds take the production one beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

// The API process; override to point the dev server at another instance.
const apiTarget = process.env.RUMO_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is always a production build. The e2e server rebuilds a stale app under
  // NODE_ENV=test, which Vite would pass on: React's development build, dev JSX (+60 KB gzip).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompress(), bundleReport(), prerenderLanding()],
    resolve: {
      alias:
        command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },

    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/static': apiTarget,
        '/dev': apiTarget,
        // The bundled Efí simulator's tokenizer (no Efí credentials).
        '/efi-sim': apiTarget,
      },
    },
    preview: { port: 4173 },
    build: {
      // Read by the landing's prerender for the CSS its modules need.
      manifest: true,
      // Every browser Rumo supports preloads modules natively; an older one only loads them later.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Libraries change less often than the app: separate chunks stay cached across deploys.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              // Alone, or the chunk grouping puts it beside Mantine's Portal, which every toast loads.
              { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
              // Mantine's core and what nearly every page shows (inputs, buttons, loaders): one chunk
              // instead of a dozen small ones, each a request and a gzip stream of its own.
              {
                name: 'mantine-base',
                test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core[\\/](Box|MantineProvider)|components[\\/](Input|InputBase|TextInput|Loader|ActionIcon|Anchor|UnstyledButton))|hooks[\\/]esm[\\/]use-uncontrolled)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Two shared cores: component tests that type into forms need more than the 5 s default.
      testTimeout: 20_000,
      // Test files share their worker's modules and document instead of loading React, Mantine
      // and jsdom anew each (172 s against 60 s for the project); setup.ts resets what a file
      // leaves behind (the DOM, storage, the data client, toasts), and no file mocks a module.
      isolate: false,
    },
  };
});
