// The template library: objectives and key results by area, in Brazilian business Portuguese,
// each ready to insert in the objective form (the person then picks owners and adjusts numbers).
// The shape is in types.ts, the key result builders in measures.ts, the texts in areas/.

import { operationsAndCustomerSuccess } from './areas/operations-customers';
import { peopleAndFinance } from './areas/people-finance';
import { productAndTechnology } from './areas/product-technology';
import { salesAndMarketing } from './areas/sales-marketing';
import type { ObjectiveTemplate } from './types';

export {
  type KeyResultTemplate,
  type ObjectiveTemplate,
  TEMPLATE_AREAS,
  type TemplateArea,
  templateAreaLabels,
} from './types';

/** Every template, area by area in TEMPLATE_AREAS order. */
export const objectiveTemplates: ObjectiveTemplate[] = [
  ...salesAndMarketing,
  ...productAndTechnology,
  ...peopleAndFinance,
  ...operationsAndCustomerSuccess,
];
