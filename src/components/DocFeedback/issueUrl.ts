/** The reader's answer to "这页有帮助吗？". */
export type Answer = 'helpful' | 'not-helpful';

export interface FeedbackPage {
  /** The doc's title, as its h1 shows it. */
  readonly title: string;
  /** Full address of the page, without query or hash. */
  readonly url: string;
  /** The weapp-tailwindcss release the site documents. */
  readonly version: string;
}

/** A new-issue link of the upstream repository, with the page's title, address and documented version filled in. */
export function feedbackIssueUrl(repoUrl: string, page: FeedbackPage): string {
  const title = `文档反馈：${page.title}`;
  const body = [
    `页面：${page.title}`,
    `地址：${page.url}`,
    `文档对应版本：weapp-tailwindcss ${page.version}`,
    '',
    '哪里没有帮助，或者缺了什么：',
    '',
  ].join('\n');
  return `${repoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
