import {describe, expect, it} from 'vitest';
import {getDefaultOptions} from 'weapp-tailwindcss/defaults';
import {printableRuntimeDefaults, rewriteOptionGroupLinks, writtenDefaultAsJson} from '../../typedoc/utils.mjs';

describe('API reference defaults', () => {
  const runtime = printableRuntimeDefaults(getDefaultOptions() as Record<string, unknown>);

  it('takes the runtime default of cssChildCombinatorReplaceValue, which its JSDoc states differently', () => {
    expect(runtime.get('cssChildCombinatorReplaceValue')).toBe('["view","text"]');
    expect(writtenDefaultAsJson("'view + view'")).toBe('"view + view"');
    expect(writtenDefaultAsJson("'view + view'")).not.toBe(runtime.get('cssChildCombinatorReplaceValue'));
  });

  it('leaves out functions and undefined values', () => {
    expect(runtime.has('htmlMatcher')).toBe(false);
    expect(runtime.has('appType')).toBe(false);
    expect(runtime.get('cssRemoveProperty')).toBe('true');
  });

  it('treats prose and identifiers as not comparable', () => {
    expect(writtenDefaultAsJson('MappingChars2String')).toBeUndefined();
    expect(writtenDefaultAsJson('Tailwind CSS v4 为 `true`，其他版本为 `false`')).toBeUndefined();
    expect(writtenDefaultAsJson('`true`')).toBe('true');
  });

  it('points option-group links at anchors of the one options page', () => {
    expect(rewriteOptionGroupLinks('[x](/docs/api/options/general#disableddefaulttemplatehandler)')).toBe(
      '[x](#disableddefaulttemplatehandler)',
    );
  });
});
