import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The page the server sends for `/` when it exists (apps/api/src/plugins/web-app.ts). */
export const LANDING_HTML = 'landing.html';

const SSR_ENTRY = 'src/prerender/landing-static.tsx';
const BOOT_ENTRY = 'src/prerender/landing-boot.ts';
/** The modules whose CSS the landing page needs besides the entry's. */
const LANDING_MODULES = [
  'src/app/layout/public-layout.tsx',
  'src/features/landing/pages/landing-page.tsx',
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A memory Storage, so the app's stores can be created while rendering in Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** Every CSS file a manifest entry needs, its static imports' included. */
function cssOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  const css: string[] = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) css.push(...cssOf(manifest, imported, seen));
  return css;
}

/** Static HTML of the landing page from the built index.html, the page's markup and CSS. */
function composePage(options: {
  index: string;
  page: string;
  signedInHeader: string;
  css: string[];
  boot: string;
  preset: string;
}): string {
  const { index, page, signedInHeader, css, boot, preset } = options;
  const headerEnd = page.indexOf('</header>') + '</header>'.length;
  if (headerEnd < '</header>'.length) throw new Error('prerender: the landing has no <header>');
  const body =
    page.slice(0, headerEnd).replace('<header', '<header data-session="out"') +
    signedInHeader.replace('<header', '<header data-session="in"') +
    page.slice(headerEnd);
  const links = css
    .filter((file) => !index.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
  const sessionCss =
    'html[data-signed-in] header[data-session=out],html:not([data-signed-in]) header[data-session=in]{display:none}';
  return index
    .replace('<html lang="pt-BR">', `<html lang="pt-BR" data-preset="${preset.toLowerCase()}">`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      '</head>',
      `  ${links}\n    <style>${sessionCss}</style>\n    <script src="/${boot}"></script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * Prerenders the landing page at build time into dist/landing.html: the app's own components
 * rendered to HTML with Mantine's styles, plus one tiny blocking script (landing-boot.ts) for
 * the stored dark choice, the session-dependent header and the dark-mode switch. Client-side
 * navigation to `/` still renders the SPA's landing route.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rumo-prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const root = config.root;
      const outDir = resolve(root, config.build.outDir);
      const ssrDir = resolve(root, 'node_modules/.rumo-prerender');
      await build({
        configFile: config.configFile,
        root,
        logLevel: 'warn',
        build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entry = (await readdir(ssrDir)).find((name) => /^landing-static\.m?js$/.test(name));
      if (!entry) throw new Error('prerender: the SSR build wrote no landing-static.js');
      const globals = globalThis as Record<string, unknown>;
      globals.localStorage ??= new MemoryStorage();
      globals.sessionStorage ??= new MemoryStorage();
      const { renderLanding, PRERENDERED_PRESET } = await import(
        pathToFileURL(join(ssrDir, entry)).href
      );
      const { page, signedInHeader } = renderLanding();

      const bundled = await esbuild({
        entryPoints: [resolve(root, BOOT_ENTRY)],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
      });
      const bootCode = bundled.outputFiles[0]?.contents ?? new Uint8Array();
      const hash = createHash('sha256').update(bootCode).digest('base64url').slice(0, 8);
      const boot = `assets/landing-boot-${hash}.js`;
      await writeFile(join(outDir, boot), bootCode);

      const manifest = JSON.parse(
        await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const css = [
        ...new Set(['index.html', ...LANDING_MODULES].flatMap((key) => cssOf(manifest, key))),
      ];
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const html = composePage({
        index,
        page,
        signedInHeader,
        css,
        boot,
        preset: PRERENDERED_PRESET,
      });
      await writeFile(join(outDir, LANDING_HTML), html);
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}
