// How to follow the blog with a feed reader: the help that the feeds' own browser view (static/blog/feed.css)
// can only point to, since CSS cannot link. The footer's "订阅博客" column starts here.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {blogFeeds} from '@site/config/blogFeeds';
import {blogSubscribePage} from '@site/config/standalonePages';

export default function BlogSubscribe(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={blogSubscribePage.title} description={blogSubscribePage.description}>
      <main className="container margin-vert--lg" style={{maxWidth: '48rem'}}>
        <Heading as="h1">订阅博客</Heading>
        <p>
          把下面任意一个地址添加到 RSS 阅读器（例如 Inoreader、Feedly、NetNewsWire、Thunderbird），博客有新文章时阅读器会自动收到。不确定选哪个时用 RSS：几乎所有阅读器都支持它。
        </p>
        {blogFeeds.map((feed) => (
          <section key={feed.name} aria-labelledby={`feed-${feed.id}`}>
            <Heading as="h2" id={`feed-${feed.id}`}>
              {feed.name}
            </Heading>
            <p>{feed.summary}</p>
            <CodeBlock language="text">{`${siteConfig.url}${feed.path}`}</CodeBlock>
          </section>
        ))}
        <p>
          订阅地址是给阅读器读取的文件，在浏览器里打开时只显示文章标题与摘要。想直接阅读，请<Link to="/blog">回到博客</Link>。
        </p>
      </main>
    </Layout>
  );
}
