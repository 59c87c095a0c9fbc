import { describe, expect, it } from 'vitest';
import { evaluateObjective } from '../coach/evaluate';
import { objectiveTemplates, TEMPLATE_AREAS, templateAreaLabels } from './library';
import { searchTemplates } from './search';

describe('template library', () => {
  it('has at least three objectives per area, each with two to four key results', () => {
    for (const area of TEMPLATE_AREAS) {
      const ofArea = objectiveTemplates.filter((template) => template.area === area);
      expect(ofArea.length, templateAreaLabels[area]).toBeGreaterThanOrEqual(3);
    }
    for (const template of objectiveTemplates) {
      expect(template.keyResults.length, template.id).toBeGreaterThanOrEqual(2);
      expect(template.keyResults.length, template.id).toBeLessThanOrEqual(4);
    }
    expect(new Set(objectiveTemplates.map((template) => template.id)).size).toBe(
      objectiveTemplates.length,
    );
  });

  it('passes every per-objective coach rule once aligned and owned', () => {
    for (const template of objectiveTemplates) {
      const coaching = evaluateObjective({
        title: template.title,
        teamId: null,
        aligned: true,
        keyResults: template.keyResults.map((keyResult) => ({ ...keyResult, ownerId: 'owner' })),
      });
      expect(coaching.findings, template.id).toEqual([]);
      expect(coaching.score).toBe(100);
    }
  });

  it('moves each key result the way its type says', () => {
    for (const { title, type, start, target } of objectiveTemplates.flatMap((t) => t.keyResults)) {
      if (type === 'increase') expect(target, title).toBeGreaterThan(start);
      if (type === 'decrease') expect(target, title).toBeLessThan(start);
      if (type === 'keep_above' || type === 'keep_below') expect(start, title).toBe(target);
    }
  });

  it('searches by area and by words, without accents or case', () => {
    expect(searchTemplates('', 'finance').map((template) => template.area)).toEqual([
      'finance',
      'finance',
      'finance',
    ]);
    expect(searchTemplates('RECEITA recorrente', null).map((template) => template.id)).toContain(
      'sales-recurring-revenue',
    );
    expect(searchTemplates('operacoes pedido', 'operations').map((t) => t.id)).toEqual([]);
    expect(searchTemplates('avarias', null).map((template) => template.id)).toEqual([
      'operations-delivery',
    ]);
    expect(searchTemplates('nps', 'sales')).toEqual([]);
  });
});
