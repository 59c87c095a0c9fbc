import { STAFF_ROLES, STAFF_STATUSES, type StaffPermissions } from '@rumo/shared/backoffice/auth';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';

export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const staffStatusEnum = pgEnum('staff_status', STAFF_STATUSES);

/** Backoffice staff, apart from customers; e-mails lower-cased and unique regardless of case. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** The five flags of spec §3, each true or false. */
    permissions: jsonb('permissions').$type<StaffPermissions>().notNull(),
    status: staffStatusEnum('status').notNull().default('active'),
    /** Created or reset by someone else: the person must choose a password at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [uniqueIndex('staff_users_email_lower_idx').on(sql`lower(${table.email})`)],
);

/**
 * One row per sign-in or refresh: its id is the access token's `jti`, and it holds the hash of
 * the refresh token issued with it. Rows of one sign-in share a `family_id`; a refresh marks its
 * row used and adds the next one. Presenting a used or revoked refresh token revokes the family.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** Set when its refresh token was exchanged for the next row's. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_sessions_family_id_idx').on(table.familyId),
    index('staff_sessions_staff_user_id_idx').on(table.staffUserId),
  ],
);

/** Every staff write: who, what, on which record, before/after, why, from where, when. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the command line (`npm run backoffice:create-admin`). */
    actorId: uuid('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created_at_idx').on(table.createdAt),
    index('staff_audit_log_actor_id_idx').on(table.actorId),
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
