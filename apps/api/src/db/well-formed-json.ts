import type { ColumnBaseConfig } from 'drizzle-orm';
import {
  type AnyPgTable,
  PgJsonb,
  PgJsonbBuilder,
  type PgJsonbBuilderInitial,
} from 'drizzle-orm/pg-core';

/** Unpaired UTF-16 surrogates: jsonb refuses their `\uD800` escapes, where text stores U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);
const fix = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

const wellFormed = (_key: string, value: unknown) => {
  if (typeof value === 'string') return fix(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.some((key) => HAS_LONE_SURROGATE.test(key))) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [fix(key), item]));
};

/**
 * JSON that PostgreSQL's jsonb accepts: every lone surrogate in a string (a key or a value)
 * becomes U+FFFD, as a text column would store it. Every JSON written to the database goes
 * through here (the `jsonb` columns below, and JSON sent as a query parameter).
 */
export function toWellFormedJson(value: unknown): string {
  return JSON.stringify(value, wellFormed);
}

class WellFormedJsonb extends PgJsonb<ColumnBaseConfig<'json', 'PgJsonb'>> {
  override mapToDriverValue(value: unknown): string {
    return toWellFormedJson(value);
  }
}

class WellFormedJsonbBuilder<TName extends string> extends PgJsonbBuilder<
  PgJsonbBuilderInitial<TName>['_']
> {
  /** Drizzle's internal factory of the column: the jsonb column, writing well-formed JSON. */
  build(table: AnyPgTable<{ name: string }>) {
    return new WellFormedJsonb(table, this.config as never);
  }
}

/**
 * Drizzle's `jsonb` column, except that a string with a lone surrogate (valid in JavaScript, sent
 * by any client that splits an emoji) is stored with U+FFFD instead of failing the whole write.
 */
export function jsonb<TName extends string>(name: TName): PgJsonbBuilderInitial<TName> {
  return new WellFormedJsonbBuilder(name) as unknown as PgJsonbBuilderInitial<TName>;
}
