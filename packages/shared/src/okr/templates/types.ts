import type { KeyResultType, KeyResultUnit } from '../enums';

// The template library's shape: the areas and what an objective or key result template holds.

export const TEMPLATE_AREAS = [
  'sales',
  'marketing',
  'product',
  'technology',
  'people',
  'finance',
  'operations',
  'customer-success',
] as const;
export type TemplateArea = (typeof TEMPLATE_AREAS)[number];
export const templateAreaLabels: Record<TemplateArea, string> = {
  sales: 'Vendas',
  marketing: 'Marketing',
  product: 'Produto',
  technology: 'Tecnologia',
  people: 'Pessoas/RH',
  finance: 'Financeiro',
  operations: 'Operações',
  'customer-success': 'Sucesso do Cliente',
};

export interface KeyResultTemplate {
  title: string;
  type: KeyResultType;
  unit: KeyResultUnit;
  customUnit: string | null;
  decimals: number;
  /** For keep types the start equals the target (the form asks only for the threshold). */
  start: number;
  target: number;
}

export interface ObjectiveTemplate {
  id: string;
  area: TemplateArea;
  title: string;
  description: string;
  keyResults: KeyResultTemplate[];
}
