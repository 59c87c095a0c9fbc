import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * With BUNDLE_REPORT=<file>, writes each JS chunk's gzip size, its static imports and the
 * rendered size of every module in it, largest first: which library lands in which chunk.
 */
export function bundleReport(): Plugin {
  const target = process.env.BUNDLE_REPORT;
  return {
    name: 'rumo-bundle-report',
    apply: (_config, env) => Boolean(target) && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          gzip: gzipSync(chunk.code, { level: 9 }).length,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, info]) => ({
              id: id.replace(/^.*node_modules\//, '~/'),
              bytes: info.renderedLength,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }))
        .sort((a, b) => b.gzip - a.gzip);
      await writeFile(resolve(target as string), JSON.stringify(chunks, null, 1));
    },
  };
}
