import { z } from 'zod';
import {
  closeObjectiveBodySchema,
  keyResultBodySchema,
  objectiveBodySchema,
} from '../objectives/contracts';

/**
 * The write bodies of /api/v1 (`okrs:write`): the app's own contracts with their fields named as
 * v1 names them (snake_case; a key result's `start`/`target` are `start_value`/`target_value`, as
 * in its v1 resource). The route checks each field here, then maps the body back and parses it
 * with the app's contract, so every rule across fields holds as in the app (issue paths renamed).
 */

const renamed: Record<string, string> = { start: 'start_value', target: 'target_value' };

/** The v1 name of an app field: `teamId` -> `team_id`, `start` -> `start_value`. */
export const toV1FieldName = (name: string): string =>
  renamed[name] ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function v1Fields(shape: z.ZodRawShape): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [toV1FieldName(name), field]),
  );
}

export const v1ObjectiveBodySchema = z
  .object(v1Fields(objectiveBodySchema.shape))
  .describe(
    'O objetivo como o formulário do app o envia. `level` team exige `team_id`; alinhe a um ' +
      'objetivo superior (`parent_objective_id`) ou a um pilar (`pillar_id`), não aos dois. ' +
      '`status` draft ou active (active segue a regra de aprovação da empresa).',
  )
  .meta({
    example: {
      cycle_id: '0b7f7c4e-6a1e-4d1f-9a55-1f0c2f1d9a10',
      title: 'Encantar nossos clientes',
      description: 'Foco em retenção no trimestre',
      level: 'team',
      team_id: '5d3c1f0a-2b8e-4c7a-8f21-7e9a0b6c4d11',
      owner_id: '9e1d2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
      parent_objective_id: null,
      pillar_id: null,
      status: 'active',
      private: false,
    },
  });

export const v1KeyResultBodySchema = z
  .object(v1Fields(keyResultBodySchema.shape))
  .describe(
    'O resultado-chave como o formulário do app o envia. `type`: increase (meta maior que o ' +
      'valor inicial), decrease (menor), keep_above, keep_below, binary ou milestone (marcos: ' +
      'se a empresa usa iniciativas); `unit` custom exige `custom_unit`.',
  )
  .meta({
    example: {
      title: 'NPS de 60 para 75',
      type: 'increase',
      start_value: 60,
      target_value: 75,
      unit: 'number',
      decimals: 0,
      weight: 1,
      owner_id: '9e1d2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
      due_date: '2026-03-31',
      kpi_id: null,
    },
  });

export const v1CloseObjectiveBodySchema = closeObjectiveBodySchema
  .describe(
    'Encerra o objetivo com o resultado (achieved, partial ou not_achieved) e um comentário',
  )
  .meta({ example: { result: 'achieved', comment: 'Meta batida em fevereiro' } });
