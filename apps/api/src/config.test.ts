import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rumo-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('has working defaults for an empty environment', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      staticBaseUrl: 'http://localhost:3000/static',
      smtpUrl: undefined,
      mailFrom: 'Rumo <nao-responda@rumo.app>',
      nodeEnv: 'development',
      logLevel: 'info',
      trustProxy: false,
      apiDocs: true,
      uploadsDir: join(dataDir, 'uploads'),
    });
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(parseEnv({}).host).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('hides the API document in production unless API_DOCS=true', () => {
    const production = {
      NODE_ENV: 'production',
      EFI_SIMULATOR: 'true',
      EFI_SIMULATOR_SECRET: 's'.repeat(32),
    };
    expect(parseEnv(production).apiDocs).toBe(false);
    expect(parseEnv({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(parseEnv({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(problemsOf({ API_DOCS: 'sim' })).toEqual([expect.stringMatching(/^API_DOCS/)]);
  });

  it('keeps the company read cache on unless READ_CACHE=off', () => {
    expect(parseEnv({}).readCache).toBe(true);
    expect(parseEnv({ READ_CACHE: 'on' }).readCache).toBe(true);
    expect(parseEnv({ READ_CACHE: 'true' }).readCache).toBe(true);
    expect(parseEnv({ READ_CACHE: 'off' }).readCache).toBe(false);
    expect(parseEnv({ READ_CACHE: 'false' }).readCache).toBe(false);
    expect(problemsOf({ READ_CACHE: 'nao' })).toEqual([
      'READ_CACHE: READ_CACHE deve ser on ou off.',
    ]);
  });

  it('derives the public and static URLs from PORT and PUBLIC_URL', () => {
    expect(parseEnv({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      staticBaseUrl: 'http://localhost:8080/static',
    });
    expect(parseEnv({ PUBLIC_URL: 'https://app.rumo.example/' })).toMatchObject({
      publicUrl: 'https://app.rumo.example',
      staticBaseUrl: 'https://app.rumo.example/static',
    });
  });

  it('resolves a relative DATA_DIR from where npm was invoked', () => {
    expect(parseEnv({ DATA_DIR: './dados', INIT_CWD: '/srv/rumo' }).dataDir).toBe(
      '/srv/rumo/dados',
    );
    expect(parseEnv({ DATA_DIR: '/var/lib/rumo', INIT_CWD: '/srv/rumo' }).dataDir).toBe(
      '/var/lib/rumo',
    );
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('names each bad variable in the error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'nada',
      SMTP_URL: 'http://x',
      JWT_SECRET: 'curto',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'verbose',
    });
    expect(problems).toEqual([
      'PORT: PORT deve ser um número.',
      'DATABASE_URL: DATABASE_URL deve ser uma URL postgres:// ou postgresql://.',
      'PUBLIC_URL: PUBLIC_URL deve ser uma URL http(s) válida.',
      'SMTP_URL: SMTP_URL deve ser uma URL smtp:// ou smtps://.',
      'JWT_SECRET: JWT_SECRET deve ter pelo menos 32 caracteres.',
      'NODE_ENV: NODE_ENV deve ser um de: development, test, production.',
      'LOG_LEVEL: LOG_LEVEL deve ser um de: fatal, error, warn, info, debug, trace, silent.',
    ]);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: PORT deve estar entre 1 e 65535/);
  });

  it('generates the JWT secret once, owner-only, and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(first.jwtSecret);
  });

  it("generates the simulator's API credentials per install, owner-only, and reuses them", async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'efi-simulator-credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.efi.clientId).toMatch(/^Client_Id_[a-f0-9]{40}$/);
    expect(first.efi.clientSecret).toMatch(/^Client_Secret_[a-f0-9]{40}$/);
    expect(first.efi.simulatorSecret).toBeNull();
    const again = await loadConfig({ DATA_DIR: dataDir });
    expect([again.efi.clientId, again.efi.clientSecret]).toEqual([
      first.efi.clientId,
      first.efi.clientSecret,
    ]);
    const other = await mkdtemp(join(tmpdir(), 'rumo-config-'));
    try {
      expect((await loadConfig({ DATA_DIR: other })).efi.clientSecret).not.toBe(
        first.efi.clientSecret,
      );
    } finally {
      await rm(other, { recursive: true, force: true });
    }
    // With Efí's own credentials nothing is generated.
    const live = { EFI_CLIENT_ID: 'id', EFI_CLIENT_SECRET: 'segredo', EFI_PAYEE_CODE: 'conta' };
    expect((await loadConfig({ DATA_DIR: other, ...live })).efi.clientSecret).toBe('segredo');
    await expect(stat(join(other, 'efi-simulator-credentials.json'))).rejects.toThrow();
  });

  it('uses JWT_SECRET when given, without writing a file', async () => {
    const secret = 'x'.repeat(40);
    expect((await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret })).jwtSecret).toBe(secret);
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('uses the Efí simulator under /efi-sim until Efí credentials are given', () => {
    expect(parseEnv({ PORT: '4000', HOST: '0.0.0.0' }).efi).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:4000/efi-sim',
      notificationUrl: 'http://localhost:4000/api/webhooks/efi',
    });
    const credentials = {
      EFI_CLIENT_ID: 'Client_Id_1',
      EFI_CLIENT_SECRET: 'Client_Secret_1',
      EFI_PAYEE_CODE: 'abc123',
    };
    expect(parseEnv({ ...credentials, PUBLIC_URL: 'https://app.rumo.example' }).efi).toEqual({
      mode: 'efi',
      environment: 'sandbox',
      baseUrl: 'https://cobrancas-h.api.efipay.com.br',
      clientId: 'Client_Id_1',
      clientSecret: 'Client_Secret_1',
      payeeCode: 'abc123',
      simulatorSecret: null,
      notificationUrl: 'https://app.rumo.example/api/webhooks/efi',
      browserSources: { connect: ['https://cobrancas-h.api.efipay.com.br'], script: [] },
    });
    expect(parseEnv({ ...credentials, EFI_ENV: 'production' }).efi.baseUrl).toBe(
      'https://cobrancas.api.efipay.com.br',
    );
    expect(
      parseEnv({
        ...credentials,
        EFI_NOTIFICATION_URL: 'https://hooks.rumo.example/efi',
        EFI_BASE_URL: 'http://efi.local/',
      }).efi,
    ).toMatchObject({
      baseUrl: 'http://efi.local',
      notificationUrl: 'https://hooks.rumo.example/efi',
    });
  });

  it('refuses to start in production without Efí credentials, unless the simulator is asked for', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'EFI_CLIENT_ID, EFI_CLIENT_SECRET, EFI_PAYEE_CODE: ausentes. Configure as credenciais da Efí (ou EFI_SIMULATOR=true para usar o simulador).',
    ]);
    expect(problemsOf({ EFI_CLIENT_ID: 'id', EFI_CLIENT_SECRET: 'segredo' })).toEqual([
      'EFI_PAYEE_CODE: ausente. Configure as credenciais da Efí (ou EFI_SIMULATOR=true para usar o simulador).',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', EFI_SIMULATOR: 'true' })).toEqual([
      'EFI_SIMULATOR_SECRET: ausente. Em produção, o simulador da Efí exige um segredo (pelo menos 24 caracteres), enviado no cabeçalho x-simulator-secret por quem usa as rotas de controle.',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', EFI_SIMULATOR: 'true', EFI_SIMULATOR_SECRET: 'curto' }),
    ).toEqual(['EFI_SIMULATOR_SECRET: EFI_SIMULATOR_SECRET deve ter pelo menos 24 caracteres.']);
    const secret = 's'.repeat(24);
    expect(
      parseEnv({ NODE_ENV: 'production', EFI_SIMULATOR: 'true', EFI_SIMULATOR_SECRET: secret }).efi,
    ).toMatchObject({ mode: 'simulator', simulatorSecret: secret });
    expect(problemsOf({ EFI_ENV: 'homologacao' })).toEqual([
      'EFI_ENV: EFI_ENV deve ser sandbox ou production.',
    ]);
  });
});
