import {describe, expect, it} from 'vitest';
import {keptRef} from '../../src/utils/keptRef';

describe('keptRef', () => {
  it('writes an attached element through and keeps it when React detaches it (writes null)', () => {
    const target: {current: string | null} = {current: null};
    const ref = keptRef(target);
    ref.current = 'pre#first';
    expect(target.current).toBe('pre#first');
    ref.current = null;
    expect(target.current).toBe('pre#first');
    expect(ref.current).toBe('pre#first');
    ref.current = 'pre#second';
    expect(target.current).toBe('pre#second');
  });
});
