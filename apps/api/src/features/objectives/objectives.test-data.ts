import type { KeyResultBody, ObjectiveBody } from '@rumo/shared/objectives/contracts';

/** Request bodies for the OKR integration tests (valid unless a test overrides a field). */
export function objectiveBody(
  fields: Pick<ObjectiveBody, 'cycleId' | 'ownerId'> & Partial<ObjectiveBody>,
): ObjectiveBody {
  return { title: 'Aumentar a satisfação dos clientes', level: 'company', ...fields };
}

export function keyResultBody(fields: Pick<KeyResultBody, 'ownerId'> & Partial<KeyResultBody>) {
  return {
    title: 'Chegar a NPS 60',
    type: 'increase',
    start: 20,
    target: 60,
    unit: 'number',
    decimals: 0,
    weight: 1,
    ...fields,
  } satisfies KeyResultBody;
}
