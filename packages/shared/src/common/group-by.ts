/**
 * Items grouped by a key, each group in the items' order: one pass, where a filter per group
 * made large cycles quadratic (Node 20 has no Map.groupBy).
 */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
