import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { ImageType } from '../profile/image-type';

const LOGO_FOLDER = 'logos';

/** Writes the logo under uploads/logos/ with a fresh name; returns the relative path. */
export async function saveLogoFile(
  uploadsDir: string,
  image: Buffer,
  type: ImageType,
): Promise<string> {
  const extension = type === 'jpeg' ? 'jpg' : type;
  const relativePath = `${LOGO_FOLDER}/${randomUUID()}.${extension}`;
  await mkdir(join(uploadsDir, LOGO_FOLDER), { recursive: true });
  await writeFile(join(uploadsDir, relativePath), image);
  return relativePath;
}

/** Deletes a logo we stored; ignores anything outside logos/. */
export async function removeLogoFile(
  uploadsDir: string,
  relativePath: string | null,
): Promise<void> {
  if (!relativePath) return;
  const clean = normalize(relativePath);
  if (!clean.startsWith(`${LOGO_FOLDER}/`) || clean.includes('..')) return;
  await rm(join(uploadsDir, clean), { force: true });
}
