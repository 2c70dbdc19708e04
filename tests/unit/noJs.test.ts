import {describe, expect, it} from 'vitest';
import {withColourMode} from '../../src/plugins/no-js';

describe('no-js', () => {
  it('writes the default colour mode on a built page\'s <html>, once', () => {
    const page = '<!doctype html><html lang=zh-CN dir=ltr class="plugin-pages" data-has-hydrated=false><head>';
    const written = withColourMode(page, 'dark');
    expect(written).toBe('<!doctype html><html data-theme=dark lang=zh-CN dir=ltr class="plugin-pages" data-has-hydrated=false><head>');
    expect(withColourMode(written, 'light')).toBe(written);
  });
});
