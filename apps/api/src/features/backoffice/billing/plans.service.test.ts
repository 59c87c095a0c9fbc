import { type EfiClient, EfiError } from '@rumo/efi';
import { describe, expect, it } from 'vitest';
import type { BackofficeBillingDeps } from './deps';
import { testEfiConnection, tierOf } from './plans.service';

const depsWith = (efi: Partial<EfiClient>) => ({ efi }) as unknown as BackofficeBillingDeps;

describe('testEfiConnection', () => {
  it('answers ok when Efí authorizes and answers', async () => {
    const result = await testEfiConnection(
      depsWith({ authorize: async () => {}, listPlans: async () => [] }),
      'sandbox',
    );
    expect(result).toMatchObject({
      ok: true,
      message: 'Conexão com Efí Pay funcionando corretamente',
      environment: 'sandbox',
    });
  });

  it("answers Efí's error in pt-BR, or the spec's fallback", async () => {
    const refused = new EfiError({
      kind: 'api',
      status: 401,
      code: null,
      error: 'invalid_client',
      description: null,
      property: null,
    });
    const denied = await testEfiConnection(
      depsWith({
        authorize: async () => {
          throw refused;
        },
      }),
      'production',
    );
    expect(denied).toMatchObject({
      ok: false,
      message: 'Credenciais da Efí inválidas ou inativas.',
    });
    const broken = await testEfiConnection(
      depsWith({
        authorize: async () => {
          throw new TypeError('boom');
        },
      }),
      'production',
    );
    expect(broken).toMatchObject({ ok: false, message: 'Falha ao conectar com Efí Pay' });
  });
});

describe('tierOf', () => {
  it('slugs a plan name', () => {
    expect(tierOf('Equipe Ágil Plus')).toBe('equipe-agil-plus');
    expect(tierOf('!')).toBe('plano');
  });
});
