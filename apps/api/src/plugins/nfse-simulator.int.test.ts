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
    expect(nota.pdfUrl).toBe('http://127.0.0.1:3000/nfse-sim/arquivos/api-pay-1/danfse.pdf');
    const pdf = await t.app.nfse.download(nota.pdfUrl ?? '');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

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
});
