import { emailSchema, nameSchema, passwordSchema } from '@rumo/shared/auth/fields';
import { DEFAULT_STAFF_PERMISSIONS, type StaffUser } from '@rumo/shared/backoffice/auth';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { recordStaffAudit } from './audit-log.repository';
import { revokeStaffUserSessions } from './staff-sessions.repository';
import {
  findStaffUserByEmail,
  insertStaffUser,
  toStaffUser,
  updateStaffUser,
} from './staff-users.repository';

export const adminInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type AdminInput = z.infer<typeof adminInputSchema>;

/** Checks the input, answering pt-BR problems one per line. */
export function parseAdminInput(
  raw: Record<string, unknown>,
): { ok: true; input: AdminInput } | { ok: false; problems: string[] } {
  const result = adminInputSchema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/**
 * `npm run backoffice:create-admin`: creates an active admin with every flag, or, when the
 * e-mail is already staff, makes that person an active admin with every flag and the given
 * password (a way back in when every admin lost access), ending their sessions. Audited with no
 * actor (the command line).
 */
export async function bootstrapStaffAdmin(
  db: Database,
  input: AdminInput,
  now: Date,
): Promise<{ created: boolean; user: StaffUser }> {
  const passwordHash = await hashPassword(input.password);
  const permissions = { ...DEFAULT_STAFF_PERMISSIONS.admin };
  return db.transaction(async (tx) => {
    const existing = await findStaffUserByEmail(tx, input.email);
    const row = existing
      ? await updateStaffUser(tx, existing.id, {
          name: input.name,
          passwordHash,
          mustChangePassword: false,
          role: 'admin',
          permissions,
          status: 'active',
        })
      : await insertStaffUser(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'admin',
          permissions,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
    if (!row) throw new Error('staff admin vanished');
    if (existing) await revokeStaffUserSessions(tx, existing.id, now);
    await recordStaffAudit(tx, {
      actorId: null,
      action: 'staff_user.admin_bootstrapped',
      targetType: 'staff_user',
      targetId: row.id,
      before: existing
        ? {
            name: existing.name,
            role: existing.role,
            permissions: existing.permissions,
            status: existing.status,
          }
        : null,
      after: { name: row.name, email: row.email, role: row.role, permissions, status: row.status },
      reason: 'npm run backoffice:create-admin',
      at: now,
    });
    return { created: !existing, user: toStaffUser(row) };
  });
}
