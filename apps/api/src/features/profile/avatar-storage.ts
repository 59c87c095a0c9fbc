import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { ImageType } from './image-type';

const AVATAR_FOLDER = 'avatars';

/** Writes the image under uploads/avatars/ with a fresh name; returns the relative path. */
export async function saveAvatarFile(
  uploadsDir: string,
  image: Buffer,
  type: ImageType,
): Promise<string> {
  const extension = type === 'jpeg' ? 'jpg' : type;
  const relativePath = `${AVATAR_FOLDER}/${randomUUID()}.${extension}`;
  await mkdir(join(uploadsDir, AVATAR_FOLDER), { recursive: true });
  await writeFile(join(uploadsDir, relativePath), image);
  return relativePath;
}

/** Deletes an avatar we stored; ignores absolute URLs and anything outside avatars/. */
export async function removeAvatarFile(
  uploadsDir: string,
  relativePath: string | null,
): Promise<void> {
  if (!relativePath) return;
  const clean = normalize(relativePath);
  if (!clean.startsWith(`${AVATAR_FOLDER}/`) || clean.includes('..')) return;
  await rm(join(uploadsDir, clean), { force: true });
}
