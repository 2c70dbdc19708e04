/**
 * 案例展示（/docs/showcase）的数据源。
 *
 * 顺序与作者在 GitHub issue #270 中提交案例的先后一致，新案例请追加到数组末尾。
 * 这里只保存文字信息：站点不展示小程序码或截图。
 */

/** 单个案例 */
export interface ShowcaseItem {
  /** 在页面内唯一、只含小写字母、数字和连字符的标识，用作列表 key 和锚点 */
  readonly id: string;
  /** 小程序的名称，按提交者给出的写法展示 */
  readonly name: string;
  /** 一两句话说明它是做什么的 */
  readonly description: string;
  /** 可选的补充说明，例如团队背景或采用 Tailwind CSS 的经过 */
  readonly note?: string;
}

export const showcaseItems: readonly ShowcaseItem[] = [
  {
    id: 'qubaibai',
    name: '区白白',
    description:
      '为小区业主打造的线上社区，把同一个小区的邻居聚到一起。',
  },
  {
    id: 'mbti-gaosuni',
    name: 'MBTI 告诉你',
    description:
      'MBTI 性格测试工具，测试结果的解读由 ChatGPT、通义千问、360 智脑等大模型生成。',
  },
  {
    id: 'jinxiu',
    name: '今修',
    description: '服务南通本地用户的手机维修小程序。',
  },
  {
    id: 'juzhenshun',
    name: '聚贞顺',
    description: '专做二手自行车买卖的交易平台。',
  },
  {
    id: 'anxin-xiaoyouquan',
    name: '安心校友圈',
    description: '面向在校大学生的校内社交圈子，只在同校同学之间开放。',
  },
  {
    id: 'yijian-huyuan',
    name: '一键呼援',
    description: '面向企业的一键求助方案，遇到紧急情况时一步发出求援。',
  },
  {
    id: 'hangzhou-data-exchange',
    name: '杭州数据交易所',
    description: '杭州数据交易所的小程序。',
    note: '提交时没有附带更多介绍。',
  },
  {
    id: 'free-mbti',
    name: '免费的MBTI性格测试工具',
    description: '一款可以免费使用的 MBTI 性格测试小程序。',
    note: '提交时没有附带更多介绍。',
  },
  {
    id: 'yueqixing',
    name: '悦骑行',
    description: '骑行类小程序，出品方是广州的一家科技公司。',
    note: '团队在 3.0 版本重写时改用 Tailwind CSS，开发效率和界面一致性都有提升。',
  },
];
