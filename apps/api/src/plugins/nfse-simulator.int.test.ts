import { nfseRequest } from '@rumo/nfse/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('embedded NFS-e simulator', () => {
  it('is what app.nfse issues with, in-process, up to the authorized nota and its PDF', async () => {
    expect(t.config.nfse.mode).toBe('simulator');
    expect((await t.app.nfse.issue(nfseRequest('api-pay-1'))).status).toBe('processing');
    await vi.waitFor(async () =>
      expect((await t.app.nfse.get('api-pay-1')).status).toBe('authorized'),
    );
    const nota = await t.app.nfse.get('api-pay-1');
    // The national layout by default: the nota's chave de acesso is its verification code.
    expect(t.config.nfse.layout).toBe('nacional');
    expect(nota.verificationCode).toMatch(/^\d{50}$/);
    expect(nota.pdfUrl).toBe('http://127.0.0.1:3000/nfse-sim/arquivos/api-pay-1/danfse.pdf');
    const pdf = await t.app.nfse.download(nota.pdfUrl ?? '');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const canceled = await t.app.nfse.cancel('api-pay-1', 'Pagamento estornado ao cliente.');
    expect(canceled.status).toBe('canceled');
  });

  it('issues through the municipal API when NFSE_LAYOUT says so', async () => {
    const municipal = await createTestApp({
      config: { nfse: { ...t.config.nfse, layout: 'municipal' } },
    });
    try {
      await municipal.app.nfse.issue(nfseRequest('api-pay-2'));
      await vi.waitFor(async () =>
        expect((await municipal.app.nfse.get('api-pay-2')).status).toBe('authorized'),
      );
      expect((await municipal.app.nfse.get('api-pay-2')).verificationCode).toMatch(
        /^[A-Z0-9_-]{8}$/,
      );
    } finally {
      await municipal.close();
    }
  }, 60_000);

  it('answers its API only with this install’s token and its control routes only to loopback', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/nfse-sim/v2/nfse/api-pay-1' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ codigo: 'nao_autorizado' });
    const remote = await t.app.inject({
      method: 'POST',
      url: '/nfse-sim/control/fail-next',
      remoteAddress: '203.0.113.9',
      payload: { mensagem: 'Falha' },
    });
    expect(remote.statusCode).toBe(403);
  });

  it('stays out of the OpenAPI document, so the API suites do not take it for Rumo routes', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('/nfse-sim'))).toEqual([]);
  });
});
