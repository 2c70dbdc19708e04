import {quickStartFor} from './quickStart';

/** Frameworks shown on the home page; `mark` is the short text drawn inside each badge. Those with guides in the current docs lead to the quick-start chooser. */
export interface Framework {
  readonly name: string;
  readonly mark: string;
  readonly color: string;
  readonly description: string;
  readonly to: string;
}

export const frameworks: readonly Framework[] = [
  {
    name: 'uni-app',
    mark: 'uni',
    color: '#2b9939',
    description: 'CLI（Vite / webpack）与 HBuilderX 项目',
    to: quickStartFor('uni-app'),
  },
  {
    name: 'uni-app x',
    mark: 'x',
    color: '#16a34a',
    description: 'uvue 项目，小程序与 Web 同源构建',
    to: '/docs/uni-app-x',
  },
  {
    name: 'Taro',
    mark: 'Ta',
    color: '#1d4ed8',
    description: 'React / Vue，webpack5 与 Vite 编译器',
    to: quickStartFor('taro'),
  },
  {
    name: 'Mpx',
    mark: 'Mpx',
    color: '#0891b2',
    description: '增强型原生小程序框架',
    to: quickStartFor('mpx'),
  },
  {
    name: 'Rax',
    mark: 'Rax',
    color: '#ea580c',
    description: '基于 React 写法的小程序方案',
    to: '/docs/4.x/quick-start/frameworks/rax',
  },
  {
    name: '原生小程序',
    mark: 'wx',
    color: '#07c160',
    description: '微信开发者工具创建的原生项目',
    to: quickStartFor('native'),
  },
  {
    name: 'weapp-vite',
    mark: 'wv',
    color: '#7c3aed',
    description: '用 Vite 构建原生小程序',
    to: quickStartFor('native'),
  },
];
