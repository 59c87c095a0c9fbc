import { describe, expect, it } from 'vitest';
import { parseWhatsappEnv } from './whatsapp-config';

const context = (production: boolean) => ({
  production,
  publicUrl: 'https://rumo.example',
  port: 3000,
  host: '0.0.0.0',
});

describe('parseWhatsappEnv', () => {
  it('runs the simulator by default outside production, reached over loopback', () => {
    const { whatsapp, problems } = parseWhatsappEnv({}, context(false));
    expect(problems).toEqual([]);
    expect(whatsapp).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:3000/whatsapp-sim',
      webhookUrl: 'https://rumo.example/api/webhooks/whatsapp',
      graphVersion: 'v23.0',
    });
  });

  it('is off in production without configuration, and when asked', () => {
    expect(parseWhatsappEnv({}, context(true))).toEqual({ whatsapp: null, problems: [] });
    expect(parseWhatsappEnv({ WHATSAPP_MODE: 'off' }, context(false)).whatsapp).toBeNull();
  });

  it('uses the Cloud API with its credentials, and lists what is missing in pt-BR', () => {
    const cloud = parseWhatsappEnv(
      {
        WHATSAPP_PHONE_NUMBER_ID: '123',
        WHATSAPP_ACCESS_TOKEN: 'EAAG',
        WHATSAPP_APP_SECRET: 'segredo',
        WHATSAPP_VERIFY_TOKEN: 'verifica',
        WHATSAPP_GRAPH_VERSION: 'v22.0',
      },
      context(true),
    );
    expect(cloud.whatsapp).toMatchObject({
      mode: 'cloud',
      baseUrl: 'https://graph.facebook.com',
      graphVersion: 'v22.0',
      phoneNumberId: '123',
    });
    const missing = parseWhatsappEnv({ WHATSAPP_MODE: 'cloud' }, context(true));
    expect(missing.whatsapp).toBeNull();
    expect(missing.problems).toHaveLength(4);
    expect(missing.problems[0]).toContain('WHATSAPP_PHONE_NUMBER_ID: ausente');
    expect(
      parseWhatsappEnv({ WHATSAPP_GRAPH_VERSION: '23' }, context(false)).problems[0],
    ).toContain('v23.0');
  });
});
