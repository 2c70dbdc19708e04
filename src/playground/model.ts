// Types and defaults shared by the playground page, its Web Worker and the engine. Nothing here may
// import the engine: the page bundles this file, and the engine must stay out of the page's JS.
import type {UserDefinedOptions} from 'weapp-tailwindcss';
import {exampleBrowsers} from './exampleBrowsers';

/** The weapp-tailwindcss options the reader can switch; each maps 1:1 to a UserDefinedOptions field. */
export interface PlaygroundOptions {
  readonly rem2rpx: boolean;
  readonly px2rpx: boolean;
  /** On: the default preflight declarations are injected; off: `cssPreflight: false`. */
  readonly cssPreflight: boolean;
  readonly cssRemoveHoverPseudoClass: boolean;
}

export type PlaygroundOptionName = keyof PlaygroundOptions;

export interface PlaygroundInput {
  readonly template: string;
  readonly css: string;
  readonly options: PlaygroundOptions;
}

export interface PlaygroundResult {
  /** Class candidates found in the template, in order of first appearance. */
  readonly candidates: string[];
  /** Tailwind CSS v4 output before the mini-program rewrite. */
  readonly tailwindCss: string;
  readonly wxss: string;
  /** The template with its class names escaped. */
  readonly wxml: string;
}

/** The weapp-tailwindcss options a project's build configuration passes to get what these switches show. */
export function pluginOptionsFor(options: PlaygroundOptions): UserDefinedOptions {
  return {
    rem2rpx: options.rem2rpx,
    px2rpx: options.px2rpx,
    cssRemoveHoverPseudoClass: options.cssRemoveHoverPseudoClass,
    ...(options.cssPreflight ? {} : {cssPreflight: false}),
  };
}

/**
 * The options the docs' 4.x examples run weapp-tailwindcss with, and what the playground's output equals: the
 * switches' plugin options, with the CSS made for exampleBrowsers.
 */
export function exampleUserOptions(options: PlaygroundOptions): UserDefinedOptions {
  return {...pluginOptionsFor(options), cssPresetEnv: {browsers: exampleBrowsers}};
}

export const playgroundOptionNames = ['rem2rpx', 'px2rpx', 'cssPreflight', 'cssRemoveHoverPseudoClass'] as const satisfies readonly PlaygroundOptionName[];

/** weapp-tailwindcss's own defaults as switches: what a project gets when it sets none of these options. */
export const pluginDefaultOptions: PlaygroundOptions = {
  rem2rpx: false,
  px2rpx: false,
  cssPreflight: true,
  cssRemoveHoverPseudoClass: true,
};

/** The page's starting switches: the plugin's defaults plus rem2rpx, which nearly every project turns on. */
export const defaultOptions: PlaygroundOptions = {...pluginDefaultOptions, rem2rpx: true};

/** Larger inputs are refused so that a pasted file cannot freeze the worker. */
export const maxInputBytes = 200 * 1024;

// A card as a mini-program page would write it: the avatar and the button keep their size in the row
// (`shrink-0`; a button is full width by default, hence `w-auto m-0`), the text column takes what is
// left, and the button's hairline border, drawn by its ::after, is removed (`after:border-none`).
export const defaultTemplate = `<view class="flex items-center gap-4 p-[20rpx] rounded-xl bg-white dark:bg-slate-900">
  <image class="shrink-0 w-[100rpx] h-[100rpx] rounded-full" src="/avatar.png" />
  <view class="flex-1 min-w-0 space-y-1">
    <text class="block text-[32rpx] font-bold text-[#0f172a] dark:text-white">weapp-tailwindcss</text>
    <text class="block {{ active ? 'text-sky-500/80' : 'text-gray-400' }} md:text-lg">在小程序里写 Tailwind CSS</text>
  </view>
  <button class="shrink-0 w-auto m-0 px-4 py-2 text-[28rpx] leading-normal text-white !rounded-full bg-sky-500 after:border-none" hover-class="bg-sky-600">
    <text class="after:ml-1 after:content-['✓']">关注</text>
  </button>
</view>
`;

/** Data for the default template's `{{ active ? … }}`, so the preview shows the highlighted branch. */
export const defaultPreviewData = `{
  "active": true
}
`;

export const defaultCss = `@import "weapp-tailwindcss";

/* 可以在这里扩展主题，例如：
@theme {
  --color-brand: #07c160;
}
然后在模板里使用 bg-brand、text-brand */
`;
