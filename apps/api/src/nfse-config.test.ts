import { describe, expect, it } from 'vitest';
import { parseNfseEnv } from './nfse-config';

const context = {
  production: false,
  efiSimulated: true,
  publicUrl: 'https://rumo.example',
  port: 3000,
  host: '0.0.0.0',
};

describe('NFS-e configuration', () => {
  it('mounts the simulator without a token, reached over loopback with a random token', () => {
    const { nfse } = parseNfseEnv({}, context);
    expect(nfse).toMatchObject({
      provider: 'focus',
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:3000/nfse-sim',
      webhookUrl: 'https://rumo.example/api/webhooks/nfse',
    });
    expect(nfse?.token).toMatch(/^[0-9a-f]{48}$/);
    expect(parseNfseEnv({}, context).nfse?.token).not.toBe(nfse?.token);
  });

  it('points at Focus homologação or produção with a token', () => {
    expect(parseNfseEnv({ NFSE_TOKEN: 'abc' }, context).nfse).toMatchObject({
      mode: 'provider',
      environment: 'homologacao',
      baseUrl: 'https://homologacao.focusnfe.com.br',
      token: 'abc',
      webhookSecret: null,
    });
    expect(parseNfseEnv({ NFSE_TOKEN: 'abc', NFSE_ENV: 'producao' }, context).nfse?.baseUrl).toBe(
      'https://api.focusnfe.com.br',
    );
    expect(parseNfseEnv({ NFSE_ENV: 'teste' }, context).problems).toEqual([
      'NFSE_ENV: NFSE_ENV deve ser homologacao ou producao.',
    ]);
  });

  it('speaks the national layout unless NFSE_LAYOUT asks for the municipal one', () => {
    expect(parseNfseEnv({}, context).nfse?.layout).toBe('nacional');
    expect(parseNfseEnv({ NFSE_TOKEN: 'abc' }, context).nfse?.layout).toBe('nacional');
    expect(
      parseNfseEnv({ NFSE_TOKEN: 'abc', NFSE_LAYOUT: 'municipal' }, context).nfse?.layout,
    ).toBe('municipal');
    expect(parseNfseEnv({ NFSE_LAYOUT: 'municipal' }, context).nfse?.layout).toBe('municipal');
    expect(parseNfseEnv({ NFSE_LAYOUT: 'abrasf' }, context).problems).toEqual([
      'NFSE_LAYOUT: NFSE_LAYOUT deve ser municipal ou nacional.',
    ]);
  });

  it('refuses production with Efí’s real API and no token, unless the simulator is asked for', () => {
    const production = { ...context, production: true, efiSimulated: false };
    expect(parseNfseEnv({}, production).problems).toEqual([
      'NFSE_TOKEN: ausente. Configure o token do emissor de NFS-e (ou NFSE_SIMULATOR=true para usar o simulador).',
    ]);
    expect(parseNfseEnv({ NFSE_SIMULATOR: 'true' }, production).nfse?.mode).toBe('simulator');
    expect(parseNfseEnv({}, { ...production, efiSimulated: true }).nfse?.mode).toBe('simulator');
  });
});
