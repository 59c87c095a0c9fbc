import { z } from 'zod';

/** One message of the development mailbox (GET /api/dev/mailbox, absent in production). */
export const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;

export const devMailboxResponseSchema = z.object({ data: z.array(devMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
