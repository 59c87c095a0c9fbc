import { initiativeMessages } from '@rumo/shared/objectives/initiatives';
import type { KeyResultType } from '@rumo/shared/okr/key-result-types';
import type { Database } from '../../db/database';
import { findCompanySettings } from '../settings/public';
import { invalidFields } from './objectives.references';

/**
 * A key result becomes a milestone one only while the company allows it ("Permitir KRs por
 * marcos" in Configurações); one that already is keeps working after the setting is turned off.
 * `path` names the field in the request body that asked for the type.
 */
export async function assertMilestoneAllowed(
  db: Database,
  companyId: string,
  types: { type: KeyResultType; path: string }[],
): Promise<void> {
  const asked = types.filter((entry) => entry.type === 'milestone');
  if (asked.length === 0) return;
  const settings = await findCompanySettings(db, companyId);
  if (settings?.milestoneKeyResults) return;
  invalidFields(asked.map(({ path }) => ({ path, message: initiativeMessages.milestoneDisabled })));
}
