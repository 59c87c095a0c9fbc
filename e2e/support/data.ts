import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Demo logins seeded by the API on a fresh embedded database (see apps/api/src/features/demo). */
export const demo = {
  admin: { email: 'admin@rumo.demo', password: 'rumo1234' },
  user: { email: 'ana@rumo.demo', password: 'rumo1234' },
} as const;

export type NewAccount = { name: string; email: string; password: string; company: string };

/** A unique account per call, so specs never collide on the shared e-2-e database. */
export function newAccount(firstName = 'Marina'): NewAccount {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${firstName} Teste ${id}`,
    email: `e2e-${id}@example.com`,
    password: `Senha-${id}`,
    company: `Empresa ${id}`,
  };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid size x size PNG of one RGB colour, built in memory so no fixture file is needed. */
export function tinyPng(size = 8, rgb: [number, number, number] = [16, 185, 129]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
