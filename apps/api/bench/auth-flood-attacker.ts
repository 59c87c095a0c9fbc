import { randomBytes } from 'node:crypto';

// The attacker of `auth-flood.ts`: `connections` loops posting junk tokens to the token endpoints
// until the parent says stop (IPC); then posts the count of answers by status (0 = network error).
const url = process.env.FLOOD_URL ?? '';
const spreadAddresses = process.env.FLOOD_SPREAD === 'true';
const connections = 50;
const paths = ['/api/auth/reset-password', '/api/auth/activate'];
const statuses: Record<string, number> = {};
let running = true;

const loops = Array.from({ length: connections }, async (_, loop) => {
  for (let sent = 0; running; sent++) {
    const address = spreadAddresses ? `10.${randomBytes(3).join('.')}` : '10.66.66.66';
    let status = 0;
    try {
      const response = await fetch(`${url}${paths[(loop + sent) % paths.length]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ token: randomBytes(24).toString('hex'), password: 'S3nha-longa!' }),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
});

process.once('message', async () => {
  running = false;
  await Promise.all(loops);
  process.send?.(statuses);
});
