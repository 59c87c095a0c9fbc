import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { entryScript, WEB_BUILD_PATH } from '@rumo/shared/common/web-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { pickEncoding } from './web-app';

const staticBaseUrl = 'https://cdn.rumo.test/static';
const configScript = `<script>window.__RUMO__={"staticBaseUrl":"${staticBaseUrl}"}</script>`;
// Above the build's 1 KB threshold, as every precompressed asset is.
const appJs = `console.log(${JSON.stringify('rumo '.repeat(400))});`;

describe('compressed web build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'rumo-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!-- rumo:config --><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    // What the web build's precompress plugin writes beside each asset.
    await writeFile(join(dist, 'assets', 'app.js'), appJs);
    await writeFile(join(dist, 'assets', 'app.js.br'), brotliCompressSync(appJs));
    await writeFile(join(dist, 'assets', 'app.js.gz'), gzipSync(appJs));
    t = await createTestApp({ config: { staticBaseUrl, webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends an asset in Brotli to a browser that accepts it', async () => {
    const response = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/app.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(appJs);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
  });

  it('sends the page with its runtime config in the accepted encoding', async () => {
    for (const url of ['/', '/dashboard']) {
      const br = await get(url, 'gzip, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain(configScript);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toContain(configScript);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toContain(configScript);
      expect(plain.body).not.toContain('<!-- rumo:config -->');
    }
  });

  it('names the SPA build it serves, though the landing at / has no entry script', async () => {
    // The prerender's shape (apps/web/build-tools/prerender-landing.ts): module scripts stripped.
    const landing = join(dist, 'landing.html');
    await writeFile(
      landing,
      '<!doctype html><html><head><!-- rumo:config --><script src="/assets/landing-boot-x.js"></script></head><body>static landing</body></html>',
    );
    expect(entryScript((await get('/')).body)).toBeNull();

    const response = await get(WEB_BUILD_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ entry: '/assets/app.js' });
    expect(response.json().entry).toBe(entryScript((await get('/dashboard')).body));
    await rm(landing);
  });

  it('picks up a rebuilt page without a restart', async () => {
    const index = join(dist, 'index.html');
    await writeFile(
      index,
      '<!doctype html><html><head><!-- rumo:config --></head><body>v2</body></html>',
    );
    const later = new Date(Date.now() + 60_000);
    await utimes(index, later, later);
    const response = await get('/dashboard', 'br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('v2');
    expect(html).toContain(configScript);
    expect((await get(WEB_BUILD_PATH)).json()).toEqual({ entry: null });
  });

  it('sends the prerendered landing page for / once the build has one, the SPA elsewhere', async () => {
    const landing = join(dist, 'landing.html');
    await writeFile(
      landing,
      '<!doctype html><html><head><!-- rumo:config --></head><body>static landing</body></html>',
    );
    const root = await get('/', 'br');
    expect(root.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(root.rawPayload).toString();
    expect(html).toContain('static landing');
    expect(html).toContain(configScript);
    expect((await get('/dashboard')).body).not.toContain('static landing');
    await rm(landing);
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding(['gzip', 'br'])).toBe('br');
  });
});
