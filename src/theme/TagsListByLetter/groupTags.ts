export interface TagLetterGroup<T extends {label: string}> {
  readonly letter: string;
  readonly tags: T[];
}

const collator = new Intl.Collator('zh-CN');

/** Groups tags by the first character of their label, both levels sorted with one fixed collation. */
export function groupTagsByLetter<T extends {label: string}>(tags: readonly T[]): TagLetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, letterTags]) => ({letter, tags: letterTags.sort((a, b) => collator.compare(a.label, b.label))}));
}
