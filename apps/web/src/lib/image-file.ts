import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';

/**
 * Client-side copy of the API's image rules (avatars and logos):
 * the message to show, or null when the file fits.
 */
export function validateImageFile(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return authMessages.avatarInvalidType;
  }
  if (file.size > AVATAR_MAX_BYTES) return authMessages.avatarTooLarge;
  return null;
}
