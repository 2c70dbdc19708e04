// Wrap: the stock (translated) 404 text, followed by ways back into the docs.
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav className={`container ${styles.links}`} aria-label="可以从这里继续">
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
    </>
  );
}
