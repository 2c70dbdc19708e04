/**
 * `text` with each hyphen-minus that starts or joins a word (`uni-app`, `--spacing`, `-webkit-`) made a
 * non-breaking hyphen (U+2011). Both hyphens of `--` are replaced: a line may break after a plain hyphen
 * even before a non-breaking one.
 */
export const keepHyphenatedWords = (text: string): string => text.replace(/-(?=[\w-])/g, '\u2011');
