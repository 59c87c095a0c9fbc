import {
  leadErrorCodes as codes,
  leadMessages as messages,
  type StaffLead,
  type staffLeadUpdateBodySchema,
} from '@rumo/shared/backoffice/billing/leads';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../lib/errors';
import { recordStaffAudit } from '../public';
import type { BackofficeBillingDeps, StaffActor } from './deps';
import { activeStaffExists, findStaffLead, lockLead, updateLead } from './leads.repository';

type LeadUpdate = z.infer<typeof staffLeadUpdateBodySchema>;

/** Moves a lead in the pipeline, gives it an owner (an active staff member) or notes. */
export async function updateStaffLead(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  body: LeadUpdate,
): Promise<StaffLead> {
  await deps.db.transaction(async (tx) => {
    const current = await lockLead(tx, id);
    if (!current) throw notFound(messages.leadNotFound);
    if (body.ownerId && !(await activeStaffExists(tx, body.ownerId))) {
      throw badRequest(codes.unknownStaff, messages.unknownStaff, [
        { path: 'ownerId', message: messages.unknownStaff },
      ]);
    }
    const changes = {
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.ownerId !== undefined ? { ownerStaffId: body.ownerId } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
    };
    await updateLead(tx, id, changes);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'lead.updated',
      targetType: 'lead',
      targetId: id,
      before: {
        status: current.status,
        ownerStaffId: current.ownerStaffId,
        notes: current.notes,
      },
      after: {
        status: changes.status ?? current.status,
        ownerStaffId:
          changes.ownerStaffId !== undefined ? changes.ownerStaffId : current.ownerStaffId,
        notes: changes.notes !== undefined ? changes.notes : current.notes,
      },
      ip: actor.ip,
      at: deps.now(),
    });
  });
  const lead = await findStaffLead(deps.db, id);
  if (!lead) throw notFound(messages.leadNotFound);
  return lead;
}
