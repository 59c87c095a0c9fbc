import type { CompanySettings, companySettingsBodySchema } from '@rumo/shared/settings/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { removeImage, saveImage, UPLOAD_FOLDERS, type UploadedImage } from '../../lib/image-upload';
import {
  findCompanySettings,
  updateCompanyName,
  upsertCompanySettings,
} from './settings.repository';

type SettingsInput = z.output<typeof companySettingsBodySchema>;

const LOGO_FOLDER = UPLOAD_FOLDERS.logos;

export async function getSettings(db: Database, companyId: string): Promise<CompanySettings> {
  const settings = await findCompanySettings(db, companyId);
  // The caller's own company always exists; a miss means it was deleted under the session.
  if (!settings) throw notFound();
  return settings;
}

export async function updateSettings(
  db: Database,
  companyId: string,
  input: SettingsInput,
): Promise<CompanySettings> {
  await db.transaction(async (tx) => {
    await updateCompanyName(tx, companyId, input.companyName);
    await upsertCompanySettings(tx, companyId, {
      checkInWeekDay: input.checkInWeekDay,
      timeZone: input.timeZone,
      defaultCycleLengthMonths: input.defaultCycleLengthMonths,
      // Absent: unchanged (clients that predate the field keep the company's choice).
      ...(input.escalateCheckInsAfterDays === undefined
        ? {}
        : { escalateCheckInsAfterDays: input.escalateCheckInsAfterDays }),
      approvalRequired: input.approvalRequired,
      milestoneKeyResults: input.milestoneKeyResults,
    });
  });
  return getSettings(db, companyId);
}

/** Stores the new logo, then drops the old file once the database points to the new one. */
export async function replaceLogo(
  db: Database,
  uploadsDir: string,
  companyId: string,
  image: UploadedImage,
): Promise<CompanySettings> {
  const previous = await getSettings(db, companyId);
  const logo = await saveImage(uploadsDir, LOGO_FOLDER, image);
  try {
    await upsertCompanySettings(db, companyId, { logo });
  } catch (error) {
    await removeImage(uploadsDir, LOGO_FOLDER, logo);
    throw error;
  }
  await removeImage(uploadsDir, LOGO_FOLDER, previous.logo);
  return getSettings(db, companyId);
}

export async function removeLogo(
  db: Database,
  uploadsDir: string,
  companyId: string,
): Promise<CompanySettings> {
  const previous = await getSettings(db, companyId);
  if (previous.logo) {
    await upsertCompanySettings(db, companyId, { logo: null });
    await removeImage(uploadsDir, LOGO_FOLDER, previous.logo);
  }
  return getSettings(db, companyId);
}
