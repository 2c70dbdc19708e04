// The preview's stand-in for the mini-program's built-in component styles: how each tag lays out
// before any WXSS applies. The values approximate WeChat's defaults (an image is 320×240 until sized,
// a button is a full-width grey block); the generated WXSS comes after, so it wins as in a real app.
import {elementPrefix} from './previewCss';

const tag = (name: string) => `${elementPrefix}${name}`;

const rules: Record<string, string> = {
  // The `page` element: the root that generated `page` selectors (theme variables) apply to.
  [tag('page')]: 'display:block;min-height:100%;font-size:16px;line-height:1.4;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif',
  [[tag('view'), tag('scroll-view'), tag('swiper'), tag('navigator'), tag('form'), tag('rich-text'), tag('picker'), tag('picker-view'), tag('movable-area'), tag('cover-view'), tag('label')].join(',')]:
    'display:block',
  [[tag('text'), tag('icon'), tag('checkbox'), tag('radio'), tag('switch')].join(',')]: 'display:inline',
  [tag('block')]: 'display:contents',
  [tag('image')]: 'display:inline-block;width:320px;height:240px;overflow:hidden;background:rgba(127,127,127,.25)',
  [tag('scroll-view')]: 'overflow:auto',
  [tag('swiper')]: 'position:relative;height:150px;overflow:hidden',
  [tag('swiper-item')]: 'display:block;position:absolute;inset:0;overflow:hidden',
  // Only the first slide is visible, as when a swiper has just appeared.
  [`${tag('swiper-item')}~${tag('swiper-item')}`]: 'visibility:hidden',
  [tag('button')]:
    'display:block;position:relative;box-sizing:border-box;margin-left:auto;margin-right:auto;padding:0 14px;font-size:18px;line-height:2.55555556;text-align:center;border-radius:5px;border:1px solid rgba(0,0,0,.2);background-color:#f8f8f8;color:#000;overflow:hidden',
  [[tag('input'), tag('textarea')].join(',')]: 'display:block;min-height:1.4rem;overflow:hidden;white-space:nowrap;text-overflow:clip',
  [tag('textarea')]: 'width:300px;height:150px;white-space:pre-wrap',
  [[tag('video'), tag('map'), tag('canvas')].join(',')]: 'display:inline-block;width:300px;height:225px;background:rgba(127,127,127,.25)',
  [tag('progress')]: 'display:block;height:6px;background:rgba(127,127,127,.25)',
  [`${tag('placeholder')}`]: 'display:inline;opacity:.5',
  // `hidden` on any mini-program component hides it.
  ['[hidden]']: 'display:none!important',
};

/** The base stylesheet, placed before the generated WXSS. */
export const baseStylesheet = Object.entries(rules)
  .map(([selector, declarations]) => `${selector}{${declarations}}`)
  .join('\n');

/** Page colours of the preview frame, like a mini-program page with a light or a dark background. */
export function frameStylesheet(dark: boolean): string {
  const colors = dark ? 'background:#111;color:#f2f2f2;color-scheme:dark' : 'background:#fff;color:#000;color-scheme:light';
  return `html,body{margin:0;min-height:100%;${colors}}`;
}
