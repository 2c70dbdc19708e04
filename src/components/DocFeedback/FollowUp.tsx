// Loaded when the reader answers: thanks them and, after a "no", links to a prefilled upstream issue.
// The answer goes to analytics only when the site is built with GTAG_ID: the gtag plugin defines
// window.gtag then, and never otherwise.
import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {feedbackIssueUrl, type Answer} from './issueUrl';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

export default function FollowUp({answer}: {answer: Answer}): ReactNode {
  const {title} = useDoc().metadata;
  const {version: versionName} = useDocsVersion();
  const {pathname} = useLocation();
  const {url: siteUrl} = useDocusaurusContext().siteConfig;

  useEffect(() => {
    const {gtag} = window as Window & {gtag?: Gtag};
    if (typeof gtag === 'function') gtag('event', 'doc_feedback', {answer, page_path: pathname});
  }, [answer, pathname]);

  if (answer === 'helpful') return <p className="margin-top--sm">感谢你的反馈！</p>;
  const {repoUrl, releases} = DOC_FEEDBACK_FACTS;
  const issueUrl = feedbackIssueUrl(repoUrl, {title, url: `${siteUrl}${pathname}`, version: releases[versionName] ?? releases.current});
  return (
    <p className="margin-top--sm">
      感谢你的反馈。哪里没讲清楚、缺了什么？欢迎
      <a href={issueUrl} target="_blank" rel="noopener noreferrer">
        在 GitHub 上提一个 issue
      </a>
      （在新标签页中打开，页面标题、地址与文档对应的版本已经填好）。
    </p>
  );
}
