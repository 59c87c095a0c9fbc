import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { detectImageType, type ImageType } from './image-type';

/** Image uploads (avatars, logos): one multipart file, checked by its bytes, stored under uploads/. */

/** The folders under uploads/ that records point into (`avatars/<uuid>.png`). */
export const UPLOAD_FOLDERS = { avatars: 'avatars', logos: 'logos' } as const;

/** The relative path when `value` names a file we stored under one of UPLOAD_FOLDERS. */
export function storedUploadPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = normalize(value);
  const inFolder = Object.values(UPLOAD_FOLDERS).some((folder) => clean.startsWith(`${folder}/`));
  return inFolder && !clean.includes('..') && clean === value ? clean : undefined;
}

export type UploadedImage = { buffer: Buffer; type: ImageType };

/** The error `code` each upload answers with, so clients can tell avatar and logo errors apart. */
export type ImageUploadCodes = { missing: string; invalidType: string; tooLarge: string };

const isFileTooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Reads the `field` part fully (size limit of the multipart plugin) and checks its real type. */
export async function readImageUpload(
  request: FastifyRequest,
  field: string,
  codes: ImageUploadCodes,
): Promise<UploadedImage> {
  const missing = () => badRequest(codes.missing, authMessages.avatarMissing);
  if (!request.isMultipart()) throw missing();
  let buffer: Buffer;
  try {
    const file = await request.file();
    if (file?.fieldname !== field) throw missing();
    buffer = await file.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError(413, codes.tooLarge, authMessages.avatarTooLarge);
    }
    if (error instanceof AppError || isClientError(error)) throw error;
    // Whatever else busboy throws while reading the body (no or bad boundary, a form that never
    // ends, a JSON body) is a malformed request, not a server fault.
    throw badRequest(errorCodes.malformedMultipart, errorMessages.malformedMultipart);
  }
  const type = detectImageType(buffer);
  if (!type) throw new AppError(415, codes.invalidType, authMessages.avatarInvalidType);
  return { buffer, type };
}

/** Writes the image under uploads/<folder>/ with a fresh name; returns the relative path. */
export async function saveImage(
  uploadsDir: string,
  folder: string,
  image: UploadedImage,
): Promise<string> {
  const extension = image.type === 'jpeg' ? 'jpg' : image.type;
  const relativePath = `${folder}/${randomUUID()}.${extension}`;
  await mkdir(join(uploadsDir, folder), { recursive: true });
  await writeFile(join(uploadsDir, relativePath), image.buffer);
  return relativePath;
}

/** Deletes an image we stored; ignores absolute URLs and anything outside uploads/<folder>/. */
export async function removeImage(
  uploadsDir: string,
  folder: string,
  relativePath: string | null,
): Promise<void> {
  if (!relativePath) return;
  const clean = normalize(relativePath);
  if (!clean.startsWith(`${folder}/`) || clean.includes('..')) return;
  await rm(join(uploadsDir, clean), { force: true });
}
