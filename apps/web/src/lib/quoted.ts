/** A title as pt-BR text quotes it, with typographic quotes: “Reduzir churn”. */
export const quoted = (label: string) => `“${label}”`;
