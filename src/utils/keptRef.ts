import type {RefObject} from 'react';

/**
 * A ref for React to attach an element to that writes the element through to `target` but not the null React
 * writes when it detaches it: `target` keeps the last element attached (src/theme/CodeBlock/Content/String says why).
 */
export function keptRef<T>(target: RefObject<T>): RefObject<T> {
  return {
    get current() {
      return target.current;
    },
    set current(element) {
      if (element) target.current = element;
    },
  };
}
