// The preview's stand-in for the mini-program's built-in component styles: how each tag lays out
// before any WXSS applies; the generated WXSS comes after, so it wins as in a real app.
//
// view, text, image and button use the rules of Taro's H5 components, whose defaults mirror WeChat's
// (@tarojs/components 4.2.1, dist/collection/components/{view,text,image,button}/style/index.css,
// `taro-<tag>-core` renamed to `wx-<tag>`; only the rules for attributes the preview copies):
//   MIT License
//
//   Copyright (c) 2018 O2Team
//
//   Permission is hereby granted, free of charge, to any person obtaining a copy
//   of this software and associated documentation files (the "Software"), to deal
//   in the Software without restriction, including without limitation the rights
//   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//   copies of the Software, and to permit persons to whom the Software is
//   furnished to do so, subject to the following conditions:
//
//   The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software.
//
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//   SOFTWARE.
// The other tags are the preview's own approximations, marked where they are set.
import {elementPrefix} from './previewCss';

const tag = (name: string) => `${elementPrefix}${name}`;

/** Taro 4.2.1's rules for the components it shares with the preview. */
const taroRules: Record<string, string> = {
  [tag('view')]: 'display:block',
  [tag('text')]: 'user-select:none;display:inline',
  // 320×240 until the WXSS sizes it.
  [tag('image')]: 'width:320px;height:240px;font-size:0;display:inline-block;position:relative;overflow:hidden',
  // Full width, 18px text on a 46px line, 14px side padding; the hairline border is the ::after below.
  [tag('button')]:
    'box-sizing:border-box;appearance:none;text-align:center;color:#000;-webkit-tap-highlight-color:transparent;background-color:#f8f8f8;border-width:0;border-radius:5px;outline:0;width:100%;margin-left:auto;margin-right:auto;padding-left:14px;padding-right:14px;font-size:18px;line-height:2.55556;text-decoration:none;display:block;position:relative;overflow:hidden',
  [`${tag('button')}:after`]:
    'box-sizing:border-box;content:" ";transform-origin:0 0;border:1px solid rgba(0,0,0,.2);border-radius:10px;width:200%;height:200%;position:absolute;top:0;left:0;transform:scale(.5)',
  [`${tag('button')}+${tag('button')}`]: 'margin-top:15px',
};

/** The preview's own approximations, for tags the Taro rules above do not cover. */
const approximateRules: Record<string, string> = {
  // The `page` element: the root that generated `page` selectors (theme variables) apply to.
  [tag('page')]: 'display:block;min-height:100%;font-size:16px;line-height:1.4;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif',
  [[tag('scroll-view'), tag('swiper'), tag('navigator'), tag('form'), tag('rich-text'), tag('picker'), tag('picker-view'), tag('movable-area'), tag('cover-view'), tag('label')].join(',')]:
    'display:block',
  [[tag('icon'), tag('checkbox'), tag('radio'), tag('switch')].join(',')]: 'display:inline',
  [tag('block')]: 'display:contents',
  // The preview loads no image: a grey box shows where it is.
  [tag('image')]: 'background:rgba(127,127,127,.25)',
  [tag('scroll-view')]: 'overflow:auto',
  [tag('swiper')]: 'position:relative;height:150px;overflow:hidden',
  [tag('swiper-item')]: 'display:block;position:absolute;inset:0;overflow:hidden',
  // Only the first slide is visible, as when a swiper has just appeared.
  [`${tag('swiper-item')}~${tag('swiper-item')}`]: 'visibility:hidden',
  [[tag('input'), tag('textarea')].join(',')]: 'display:block;min-height:1.4rem;overflow:hidden;white-space:nowrap;text-overflow:clip',
  [tag('textarea')]: 'width:300px;height:150px;white-space:pre-wrap',
  [[tag('video'), tag('map'), tag('canvas')].join(',')]: 'display:inline-block;width:300px;height:225px;background:rgba(127,127,127,.25)',
  [tag('progress')]: 'display:block;height:6px;background:rgba(127,127,127,.25)',
  [`${tag('placeholder')}`]: 'display:inline;opacity:.5',
  // `hidden` on any mini-program component hides it.
  ['[hidden]']: 'display:none!important',
};

const toCss = (rules: Record<string, string>) =>
  Object.entries(rules)
    .map(([selector, declarations]) => `${selector}{${declarations}}`)
    .join('\n');

/** The base stylesheet, placed before the generated WXSS; the notice travels with the copied rules. */
export const baseStylesheet = [
  '/* wx-view, wx-text, wx-image, wx-button: from @tarojs/components 4.2.1, MIT License, Copyright (c) 2018 O2Team */',
  toCss(taroRules),
  toCss(approximateRules),
].join('\n');

/**
 * Page colours of the preview frame: the page background of WeChat's own design (WeUI's BG-0, #EDEDED light
 * and #111111 dark), which most mini-programs' list and card pages use. On white, the default sample's white
 * card had no edge and read as a list row.
 */
export function frameStylesheet(dark: boolean): string {
  const colors = dark ? 'background:#111;color:#f2f2f2;color-scheme:dark' : 'background:#ededed;color:#000;color-scheme:light';
  return `html,body{margin:0;min-height:100%;${colors}}`;
}
