import {useEffect, useState} from 'react';
import type * as WeappMerge from '@weapp-tailwindcss/merge';

type MergeModule = typeof WeappMerge;

/**
 * `@weapp-tailwindcss/merge` for live code blocks, loaded on first use: the live-code scope is part of
 * every page's code-block bundle, and only the demos need the library.
 */
export function useWeappMerge(): MergeModule | undefined {
  const [merge, setMerge] = useState<MergeModule>();
  useEffect(() => {
    let active = true;
    void import('@weapp-tailwindcss/merge').then((module) => {
      if (active) setMerge(module);
    });
    return () => {
      active = false;
    };
  }, []);
  return merge;
}
