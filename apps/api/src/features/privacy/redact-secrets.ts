/** What a redacted link or token reads as in an export. */
export const REDACTED = '[removido]';

/**
 * Query parameters of the links Rumo e-mails that act as keys (password reset, activation,
 * invitation, purchase activation, reminder unsubscribe): whoever holds one can use it.
 */
const LINK_SECRET = /([?&;](?:token|code|key|signature|sig)=)[^&\s"'<>()[\]]+/gi;

/**
 * Columns that hold a credential or a key, whatever the table: never exported, hashed or
 * encrypted (a hash can be tried offline; an encrypted secret opens with the server's key).
 */
const SECRET_COLUMN =
  /(^|_)(password_hash|token|token_hash|code_hash|secret|secret_sealed|secret_encrypted|private_key_sealed)$/i;

export const isSecretColumn = (name: string) => SECRET_COLUMN.test(name);

/** The text with the key of every link in it replaced by `[removido]`. */
export function redactLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, `$1${REDACTED}`);
}

/**
 * A copy of an exported value without keys: secret fields are dropped and every string has its
 * links' tokens removed, at any depth (e-mail texts, activity snapshots, stored JSON).
 */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return redactLinkSecrets(value);
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretColumn(key))
      .map(([key, item]) => [key, redactSecrets(item)]),
  );
}
