import clsx, {type ClassValue} from 'clsx';

/** The joined class names, or undefined when there are none: React writes `class=""` for an empty string. */
export const classNameOrNone = (...values: ClassValue[]): string | undefined => clsx(values) || undefined;
