import { randomBytes } from 'node:crypto';
import {
  ssoDomainErrorCodes as codes,
  DOMAIN_TXT_PREFIX,
  ssoDomainMessages as messages,
  type SsoDomain,
  type SsoDomainList,
} from '@rumo/shared/sso-domains/contracts';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { readTxtRecords, type TxtResolver } from './dns-resolver';
import {
  deleteDomain,
  findCompanyDomain,
  findCompanyDomainByName,
  findDefaultTeamId,
  hasEnabledIdentityProvider,
  insertDomain,
  isDomainVerifiedElsewhere,
  listCompanyDomains,
  saveDefaultTeamId,
  teamInCompany,
  updateDomain,
} from './sso-domains.repository';
import type { SsoDomainRow } from './sso-domains.table';

/** Whether the company has an enabled identity provider. */
export type SsoAvailability = (db: Database, companyId: string) => Promise<boolean>;

export const txtRecordOf = (token: string) => `${DOMAIN_TXT_PREFIX}${token}`;

export function toSsoDomain(row: SsoDomainRow): SsoDomain {
  return {
    id: row.id,
    domain: row.domain,
    txtRecord: txtRecordOf(row.token),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    requireSso: row.requireSso,
    createdAt: row.createdAt.toISOString(),
  };
}

const claimedElsewhere = () => conflict(codes.claimedElsewhere, messages.claimedElsewhere);

async function companyDomain(db: Database, companyId: string, id: string) {
  const row = await findCompanyDomain(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

/** Three statements: the domains, the default team, whether an identity provider is enabled. */
export async function listDomains(db: Database, companyId: string): Promise<SsoDomainList> {
  const rows = await listCompanyDomains(db, companyId);
  return {
    data: rows.map(toSsoDomain),
    defaultTeamId: await findDefaultTeamId(db, companyId),
    ssoAvailable: await hasEnabledIdentityProvider(db, companyId),
  };
}

/** Adds a domain, unverified, with a fresh token. Another company's verified domain is refused. */
export async function addDomain(
  ctx: DomainContext,
  companyId: string,
  domain: string,
): Promise<SsoDomain> {
  const alreadyAdded = () => conflict(codes.alreadyAdded, messages.alreadyAdded);
  try {
    return await inTransaction(ctx, async (tx) => {
      if (await findCompanyDomainByName(tx, companyId, domain)) throw alreadyAdded();
      if (await isDomainVerifiedElsewhere(tx, companyId, domain)) throw claimedElsewhere();
      const token = randomBytes(16).toString('hex');
      return toSsoDomain(await insertDomain(tx, { companyId, domain, token }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAdded();
    throw error;
  }
}

/**
 * Reads the domain's TXT records and marks it verified when one is `rumo-verificacao=<token>`.
 * The DNS lookup runs outside any transaction; the partial unique index refuses a domain that
 * another company verified in the meantime.
 */
export async function verifyDomain(
  ctx: DomainContext,
  resolver: TxtResolver,
  companyId: string,
  id: string,
): Promise<SsoDomain> {
  const row = await companyDomain(ctx.db, companyId, id);
  if (row.verifiedAt) return toSsoDomain(row);
  if (await isDomainVerifiedElsewhere(ctx.db, companyId, row.domain)) throw claimedElsewhere();
  let records: string[];
  try {
    records = await readTxtRecords(resolver, row.domain);
  } catch {
    throw badRequest(codes.resolverFailed, messages.resolverFailed);
  }
  if (!records.includes(txtRecordOf(row.token))) {
    const ours = records.some((record) => record.startsWith(DOMAIN_TXT_PREFIX));
    if (ours) throw badRequest(codes.wrongToken, messages.wrongToken);
    throw badRequest(codes.noRecord, messages.noRecord);
  }
  try {
    const verified = await inTransaction(ctx, (tx) =>
      updateDomain(tx, companyId, id, { verifiedAt: ctx.now() }),
    );
    if (!verified) throw notFound();
    return toSsoDomain(verified);
  } catch (error) {
    if (isUniqueViolation(error)) throw claimedElsewhere();
    throw error;
  }
}

/** "Exigir SSO": only on a verified domain, and only while the company has an enabled IdP. */
export async function setEnforcement(
  ctx: DomainContext,
  companyId: string,
  id: string,
  requireSso: boolean,
): Promise<SsoDomain> {
  return inTransaction(ctx, async (tx) => {
    const row = await companyDomain(tx, companyId, id);
    if (requireSso && !row.verifiedAt) throw badRequest(codes.notVerified, messages.notVerified);
    if (requireSso && !(await hasEnabledIdentityProvider(tx, companyId))) {
      throw badRequest(codes.noProvider, messages.noProvider);
    }
    const updated = await updateDomain(tx, companyId, id, { requireSso });
    if (!updated) throw notFound();
    return toSsoDomain(updated);
  });
}

export async function removeDomain(ctx: DomainContext, companyId: string, id: string) {
  const removed = await inTransaction(ctx, (tx) => deleteDomain(tx, companyId, id));
  if (!removed) throw notFound();
}

/** The team people created on their first SSO sign-in join; null for none. */
export async function setDefaultTeam(
  ctx: DomainContext,
  companyId: string,
  defaultTeamId: string | null,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (defaultTeamId && !(await teamInCompany(tx, companyId, defaultTeamId))) {
      throw badRequest(codes.unknownTeam, messages.defaultTeamNotFound);
    }
    await saveDefaultTeamId(tx, companyId, defaultTeamId);
  });
}
