/**
 * `npm run backoffice:create-admin`: the first backoffice admin of an installation (or a way
 * back in). Asks for name, e-mail and password on a terminal, or reads BACKOFFICE_ADMIN_NAME,
 * BACKOFFICE_ADMIN_EMAIL and BACKOFFICE_ADMIN_PASSWORD (scripts, CI). Opens the same database
 * as the server (DATABASE_URL, or the embedded one in DATA_DIR) and migrates it first.
 * Like server.ts, an entry point: it reads process.env.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { staffRoleLabels } from '@rumo/shared/backoffice/auth';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { bootstrapStaffAdmin, parseAdminInput } from './features/backoffice/public';
import { systemClock } from './lib/clock';

/** Reads a line without echoing it (the password). */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelado.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function askOnTerminal() {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const name = await prompt.question('Nome do administrador: ');
  const email = await prompt.question('E-mail: ');
  prompt.close();
  const password = await readHidden('Senha (mínimo 8 caracteres): ');
  const again = await readHidden('Repita a senha: ');
  if (password !== again) throw new Error('As senhas não conferem.');
  return { name, email, password };
}

async function main() {
  const env = process.env;
  const fromEnv = env.BACKOFFICE_ADMIN_EMAIL !== undefined;
  if (!fromEnv && !process.stdin.isTTY) {
    console.error(
      'Sem terminal: defina BACKOFFICE_ADMIN_NAME, BACKOFFICE_ADMIN_EMAIL e BACKOFFICE_ADMIN_PASSWORD.',
    );
    process.exit(1);
  }
  const raw = fromEnv
    ? {
        name: env.BACKOFFICE_ADMIN_NAME,
        email: env.BACKOFFICE_ADMIN_EMAIL,
        password: env.BACKOFFICE_ADMIN_PASSWORD,
      }
    : await askOnTerminal();
  const parsed = parseAdminInput(raw);
  if (!parsed.ok) {
    console.error(`Dados inválidos:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }

  const config = await loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    const { created, user } = await bootstrapStaffAdmin(database.db, parsed.input, systemClock());
    console.log(
      created
        ? `${staffRoleLabels.admin} criado: ${user.name} <${user.email}>.`
        : `${user.email} já existia: agora é ${staffRoleLabels.admin.toLowerCase()} ativo, com todas as permissões e a nova senha (as sessões abertas foram encerradas).`,
    );
    console.log(`Entre em ${config.publicUrl}/xyz/backoffice/login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else
    console.error(
      'Falha ao criar o administrador do backoffice:',
      error instanceof Error ? error.message : error,
    );
  process.exit(1);
});
