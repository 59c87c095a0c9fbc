import { z } from 'zod';
import { privacyMessages } from './messages';

/** Days between the admin's request and the removal of everything of the company. */
export const COMPANY_DELETION_GRACE_DAYS = 30;

export const companyDeletionSchema = z.object({
  requestedAt: z.iso.datetime({ offset: true }),
  /** When the purge removes the company's data; until then an admin can undo. */
  scheduledFor: z.iso.datetime({ offset: true }),
  requestedBy: z.string().nullable(),
});
export type CompanyDeletion = z.infer<typeof companyDeletionSchema>;

export const companyDeletionStatusSchema = z.object({
  /** The name an admin types to confirm a deletion. */
  companyName: z.string(),
  deletion: companyDeletionSchema.nullable(),
});
export type CompanyDeletionStatus = z.infer<typeof companyDeletionStatusSchema>;

/** The admin types the company's name, as shown in Configurações, to confirm. */
export const companyDeletionBodySchema = z.object({
  companyName: z
    .string({ error: privacyMessages.nameRequired })
    .trim()
    .min(1, privacyMessages.nameRequired)
    .max(200, privacyMessages.nameMismatch),
});
export type CompanyDeletionBody = z.input<typeof companyDeletionBodySchema>;

/**
 * Routes (prefix /api/privacy):
 * GET /company-export (admin) -> application/zip: one JSON and one CSV per table, and the uploads
 * GET /company-deletion (any signed-in user: the app shows a banner) -> companyDeletionStatusSchema
 * POST /company-deletion companyDeletionBodySchema (admin) -> companyDeletionStatusSchema
 * DELETE /company-deletion (admin: undo during the grace period) -> companyDeletionStatusSchema
 * GET /my-data (any signed-in user) -> application/json: the caller's own data
 */
