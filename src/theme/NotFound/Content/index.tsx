// Wrap: the stock (translated) 404 text, followed by ways back into the docs, then, once the page has
// mounted, a search for the missing address's words and the pages whose addresses are nearest to it.
// Styles are inline: this page's own CSS would otherwise go into the style sheet every page loads first.
import type {CSSProperties, ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Suggestions from './Suggestions';

const linksStyle: CSSProperties = {display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center', margin: '-2rem auto 4rem'};

export default function NotFoundContentWrapper(props: Props): ReactNode {
  // The address is known only in the browser: the server renders one 404 page for every missing path.
  const isBrowser = useIsBrowser();
  return (
    <>
      <Content {...props} />
      <nav className="container" style={linksStyle} aria-label="可以从这里继续">
        <Link className="button button--primary" to="/">
          返回首页
        </Link>
        <Link className="button button--secondary" to="/docs">
          浏览文档目录
        </Link>
        <Link className="button button--secondary" to="/docs/issues">
          常见问题
        </Link>
      </nav>
      {isBrowser && <Suggestions />}
    </>
  );
}
