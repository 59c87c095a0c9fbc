import {
  CreatePlanResponseSchema,
  DeletePlanResponseSchema,
  ListPlansResponseSchema,
  UpdatePlanResponseSchema,
} from 'sdk-node-apis-efi';
import { describe, expect, it } from 'vitest';
import { rejection, useSdkSimulator } from './sdk-harness.js';

describe("Efí's official SDK against the simulator: plans and errors", () => {
  const sim = useSdkSimulator();

  it('creates, lists, renames and deletes plans', async () => {
    const created = CreatePlanResponseSchema.parse(
      await sim.efi.createPlan({}, { name: 'Rumo SDK', interval: 1, repeats: null }),
    );
    const id = created.data.plan_id;
    const listed = ListPlansResponseSchema.parse(await sim.efi.listPlans({ name: 'Rumo SDK' }));
    expect(listed.data.map((plan) => plan.plan_id)).toContain(id);
    UpdatePlanResponseSchema.parse(await sim.efi.updatePlan({ id }, { name: 'Rumo SDK 2' }));
    DeletePlanResponseSchema.parse(await sim.efi.deletePlan({ id }));
  });

  it("answers what does not exist in Efí's {property, message} shape", async () => {
    for (const call of [
      sim.efi.detailCharge({ id: 1 }),
      sim.efi.detailSubscription({ id: 1 }),
      sim.efi.cancelSubscription({ id: 1 }),
      sim.efi.updatePlan({ id: 1 }, { name: 'x' }),
    ]) {
      const error = await rejection(call);
      expect(error).toMatchObject({
        code: 3500010,
        error: 'property_does_not_exists',
        error_description: { property: '/id', message: expect.any(String) },
      });
    }
    expect(await rejection(sim.efi.getNotification({ token: 'nao-existe' }))).toMatchObject({
      code: 3500010,
      error_description: { property: '/token' },
    });
  });
});
