import { normalizeText } from '../coach/text';
import { type ObjectiveTemplate, objectiveTemplates, type TemplateArea } from './library';

/** The templates of an area (or all), whose objective or key result titles hold every word typed. */
export function searchTemplates(
  query: string,
  area: TemplateArea | null,
  templates: ObjectiveTemplate[] = objectiveTemplates,
): ObjectiveTemplate[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return templates.filter((template) => {
    if (area && template.area !== area) return false;
    const text = normalizeText(
      [template.title, template.description, ...template.keyResults.map((kr) => kr.title)].join(
        ' ',
      ),
    );
    return words.every((word) => text.includes(word));
  });
}
