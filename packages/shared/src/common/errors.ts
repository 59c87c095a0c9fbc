import { z } from 'zod';

/** The one error body every API route answers with; `message` is pt-BR. */
export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  issues: z.array(errorIssueSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

// Messages and codes live in a zod-free module so the web app's client code avoids zod.
export { type ErrorCode, errorCodes } from './error-codes';
export { errorMessages } from './error-messages';
