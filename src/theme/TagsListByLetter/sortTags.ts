const collator = new Intl.Collator('zh-CN');

/** Sorts tags by label with one fixed collation, so the server and every browser agree on the order. */
export function sortTagsByLabel<T extends {label: string}>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => collator.compare(a.label, b.label));
}
