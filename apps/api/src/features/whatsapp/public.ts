/**
 * What other features (and app.ts) may use of `whatsapp`: the client and its simulator's mount.
 * Its tables and SQL stay behind this list.
 */
export type { WhatsappClient } from './cloud-api/client';
export { whatsappLinks } from './whatsapp.table';
export { createWhatsappClientFor, mountWhatsappSimulator } from './whatsapp-setup';
