import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { samlSpKeyBox } from '../../lib/secret-box';
import { findSamlSpKey, insertSamlSpKey } from './saml.repository';

const CERT_YEARS = 10;
const generateRsa = promisify(generateKeyPair);

export interface SamlSpKey {
  /** PEM, published in the SP metadata. */
  certificate: string;
  /** PEM (PKCS#8), opened from its sealed column; never leaves the server. */
  privateKey: string;
}

/**
 * A new key pair: RSA 2048 from node:crypto; node-forge only builds and signs the self-signed
 * X.509 certificate around its public key (node:crypto cannot issue certificates).
 */
export async function generateSamlSpKey(subject: string, now: Date): Promise<SamlSpKey> {
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial (leading byte below 0x80), as X.509 asks.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = now;
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERT_YEARS);
  cert.validity.notAfter = notAfter;
  const name = [
    { name: 'commonName', value: subject.slice(0, 64) },
    { name: 'organizationName', value: 'Rumo' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(cert), privateKey };
}

interface SpKeyContext {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  now: () => Date;
}

/** The company's SP key pair, created on first use (saving the SAML config, or metadata read). */
export async function ensureSamlSpKey(ctx: SpKeyContext, companyId: string): Promise<SamlSpKey> {
  const box = samlSpKeyBox(ctx.config.jwtSecret);
  let row = await findSamlSpKey(ctx.db, companyId);
  if (!row) {
    const key = await generateSamlSpKey(`rumo-sp-${companyId}`, ctx.now());
    await insertSamlSpKey(ctx.db, {
      companyId,
      certificate: key.certificate,
      privateKeySealed: box.seal(key.privateKey),
      createdAt: ctx.now(),
    });
    row = await findSamlSpKey(ctx.db, companyId);
    if (!row) throw new Error('SAML SP key was not stored');
  }
  return { certificate: row.certificate, privateKey: box.open(row.privateKeySealed) };
}

/** Certificate body without PEM armour, as SAML metadata carries it. */
export const pemBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
