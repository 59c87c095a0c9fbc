import type {
  ChangePasswordBody,
  User,
  updateProfileBodySchema,
} from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { removeImage, saveImage, UPLOAD_FOLDERS, type UploadedImage } from '../../lib/image-upload';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthUser } from '../../plugins/auth';
import { invalidateUserTokens, revokeUserSessions } from '../auth/public';
import { findUserById, findUserView, updateUser } from '../users/public';

const AVATAR_FOLDER = UPLOAD_FOLDERS.avatars;

async function requireUserView(db: Database, userId: string): Promise<User> {
  const user = await findUserView(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

export async function updateProfile(
  db: Database,
  userId: string,
  body: z.output<typeof updateProfileBodySchema>,
): Promise<User> {
  await updateUser(db, userId, { name: body.name, phone: body.phone, position: body.position });
  return requireUserView(db, userId);
}

/**
 * Requires the current password; keeps the caller signed in, signs out other devices and
 * cancels pending password-reset links.
 */
export async function changePassword(db: Database, user: AuthUser, body: ChangePasswordBody) {
  const row = await findUserById(db, user.id);
  if (!row || !(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw badRequest(errorCodes.wrongCurrentPassword, authMessages.wrongCurrentPassword, [
      { path: 'currentPassword', message: authMessages.wrongCurrentPassword },
    ]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, { exceptSessionId: user.sessionId });
    // A reset link asked for before would otherwise undo the new password.
    await invalidateUserTokens(tx, user.id, 'password_reset');
  });
}

/** Stores the new avatar, points the user at it, then deletes the previous file. */
export async function replaceAvatar(
  db: Database,
  uploadsDir: string,
  userId: string,
  image: UploadedImage,
): Promise<User> {
  const previous = (await findUserById(db, userId))?.avatar ?? null;
  const avatar = await saveImage(uploadsDir, AVATAR_FOLDER, image);
  try {
    await updateUser(db, userId, { avatar });
  } catch (error) {
    await removeImage(uploadsDir, AVATAR_FOLDER, avatar);
    throw error;
  }
  await removeImage(uploadsDir, AVATAR_FOLDER, previous);
  return requireUserView(db, userId);
}
