import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { type EfiConfig, parseEfiEnv, randomSimulatorCredentials } from './efi-config';
import { WEB_DIST_DIR } from './lib/paths';
import { type NfseConfig, parseNfseEnv } from './nfse-config';
import { parseWhatsappEnv, type WhatsappConfig } from './whatsapp-config';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const JWT_SECRET_MIN_LENGTH = 32;

/** Everything the app needs to run; built once from the environment by `loadConfig`. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, uploads and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL URL; absent means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  staticBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Receives the leads (proposal requests, beta sign-ups). */
  salesEmail: string;
  jwtSecret: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* headers (behind a load balancer), so rate limits see client IPs. */
  trustProxy: boolean;
  /** Serve the OpenAPI document at /api/docs (always outside production; opt-in there). */
  apiDocs: boolean;
  /**
   * Answer repeated customer GETs from the company read cache (on by default). Off, every read
   * runs its route: for measuring what a read costs when the cache misses.
   */
  readCache: boolean;
  /** Absolute path of the uploaded files served under /static/. */
  uploadsDir: string;
  /** Absolute path of the built SPA (apps/web/dist); not configurable, it ships with the code. */
  webDistDir: string;
  /** Efí Pay (or its simulator, served by this process under /efi-sim). */
  efi: EfiConfig;
  /** The NFS-e provider (Focus NFe), or its simulator served by this process under /nfse-sim. */
  nfse: NfseConfig;
  /** WhatsApp's Cloud API, its simulator under /whatsapp-sim, or null: the feature is off. */
  whatsapp: WhatsappConfig | null;
  billing: {
    /** Days of free trial that /register starts. */
    trialDays: number;
    /** Days a past-due subscription keeps writing before the company turns read-only. */
    graceDays: number;
  };
}

export type Env = Record<string, string | undefined>;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const httpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} deve ser uma URL http(s) válida.` })
    .transform((url) => url.replace(/\/+$/, ''));

const days = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} deve ser um número de dias.` })
    .int(`${name} deve ser um número inteiro de dias.`)
    .min(min, `${name} deve estar entre ${min} e ${max}.`)
    .max(max, `${name} deve estar entre ${min} e ${max}.`);

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'PORT deve ser um número.' })
      .int('PORT deve ser um número inteiro.')
      .min(1, 'PORT deve estar entre 1 e 65535.')
      .max(65535, 'PORT deve estar entre 1 e 65535.'),
  ).default(3000),
  // Loopback by default: a development install is not reachable from the network unless asked.
  HOST: optional(z.string()).default('127.0.0.1'),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'DATABASE_URL deve ser uma URL postgres:// ou postgresql://.',
    }),
  ),
  PUBLIC_URL: optional(httpUrl('PUBLIC_URL')),
  STATIC_BASE_URL: optional(httpUrl('STATIC_BASE_URL')),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL deve ser uma URL smtp:// ou smtps://.' }),
  ),
  MAIL_FROM: optional(z.string()).default('Rumo <nao-responda@rumo.app>'),
  SALES_EMAIL: optional(z.email({ error: 'SALES_EMAIL deve ser um e-mail válido.' })).default(
    'vendas@rumo.app',
  ),
  JWT_SECRET: optional(
    z
      .string()
      .min(
        JWT_SECRET_MIN_LENGTH,
        `JWT_SECRET deve ter pelo menos ${JWT_SECRET_MIN_LENGTH} caracteres.`,
      ),
  ),
  NODE_ENV: optional(
    z.enum(NODE_ENVS, { error: `NODE_ENV deve ser um de: ${NODE_ENVS.join(', ')}.` }),
  ).default('development'),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')}.` }),
  ),
  TRUST_PROXY: optional(
    z.enum(['true', 'false', '1', '0'], { error: 'TRUST_PROXY deve ser true ou false.' }),
  ).default('false'),
  API_DOCS: optional(z.enum(['true', 'false'], { error: 'API_DOCS deve ser true ou false.' })),
  READ_CACHE: optional(
    z.enum(['on', 'off', 'true', 'false'], { error: 'READ_CACHE deve ser on ou off.' }),
  ).default('on'),
  TRIAL_DAYS: optional(days('TRIAL_DAYS', 0, 365)).default(14),
  GRACE_DAYS: optional(days('GRACE_DAYS', 0, 60)).default(10),
});

/** Raised for invalid environment variables; `problems` has one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment without touching the disk (the JWT secret may still be missing). */
export function parseEnv(env: Env): Omit<AppConfig, 'jwtSecret'> & { jwtSecret?: string } {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = result.data;
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  const { efi, problems } = parseEfiEnv(env, {
    production: vars.NODE_ENV === 'production',
    publicUrl,
    port: vars.PORT,
    host: vars.HOST,
    // The e2e server (NODE_ENV=test) runs behind no proxy but sets TRUST_PROXY for its own
    // purchases' addresses, and drives the simulators' control routes from loopback.
    trustProxy:
      (vars.TRUST_PROXY === 'true' || vars.TRUST_PROXY === '1') && vars.NODE_ENV !== 'test',
  });
  const nfse = parseNfseEnv(env, {
    production: vars.NODE_ENV === 'production',
    // Without a valid Efí configuration its own problem is reported, not a second one here.
    efiSimulated: efi?.mode !== 'efi',
    publicUrl,
    port: vars.PORT,
    host: vars.HOST,
  });
  const whatsapp = parseWhatsappEnv(env, {
    production: vars.NODE_ENV === 'production',
    publicUrl,
    port: vars.PORT,
    host: vars.HOST,
  });
  if (!efi || !nfse.nfse || whatsapp.problems.length > 0) {
    throw new ConfigError([...problems, ...nfse.problems, ...whatsapp.problems]);
  }
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command,
  // so `npm start` at the root keeps ./data at the root.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    staticBaseUrl: vars.STATIC_BASE_URL ?? `${publicUrl}/static`,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    salesEmail: vars.SALES_EMAIL,
    jwtSecret: vars.JWT_SECRET,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: vars.TRUST_PROXY === 'true' || vars.TRUST_PROXY === '1',
    apiDocs: vars.API_DOCS ? vars.API_DOCS === 'true' : vars.NODE_ENV !== 'production',
    readCache: vars.READ_CACHE === 'on' || vars.READ_CACHE === 'true',
    uploadsDir: join(dataDir, 'uploads'),
    webDistDir: WEB_DIST_DIR,
    efi,
    nfse: nfse.nfse,
    whatsapp: whatsapp.whatsapp,
    billing: { trialDays: vars.TRIAL_DAYS, graceDays: vars.GRACE_DAYS },
  };
}

/**
 * Reads the JWT secret kept in DATA_DIR, creating it (random, owner-only) on first start,
 * so an unconfigured install is secure without ever shipping a default secret.
 */
export async function ensureJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}

/**
 * The Efí simulator's API credentials of this install, kept in DATA_DIR (owner-only) and created
 * on first start: no fixed pair that would open every install's simulator.
 */
export async function ensureSimulatorCredentials(
  dataDir: string,
): Promise<{ clientId: string; clientSecret: string }> {
  const file = join(dataDir, 'efi-simulator-credentials.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    if (typeof stored.clientId === 'string' && typeof stored.clientSecret === 'string') {
      return { clientId: stored.clientId, clientSecret: stored.clientSecret };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  const credentials = randomSimulatorCredentials();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return credentials;
}

/** Validates the environment and completes it (generated secrets, data folders). */
export async function loadConfig(env: Env): Promise<AppConfig> {
  const parsed = parseEnv(env);
  await mkdir(parsed.uploadsDir, { recursive: true });
  const jwtSecret = parsed.jwtSecret ?? (await ensureJwtSecret(parsed.dataDir));
  const efi =
    parsed.efi.mode === 'simulator'
      ? { ...parsed.efi, ...(await ensureSimulatorCredentials(parsed.dataDir)) }
      : parsed.efi;
  return { ...parsed, jwtSecret, efi };
}
