// Wrap: the stock search page, plus a notice when the embedded index cannot be downloaded; the stock
// page has no error state of its own and would just show no results.
import {useSyncExternalStore, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {embeddedIndexStatus} from '@site/src/search/embeddedClient';
import styles from './styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const status = useSyncExternalStore(embeddedIndexStatus.subscribe, embeddedIndexStatus.get, embeddedIndexStatus.getServer);
  return (
    <>
      <SearchPage />
      {status === 'failed' && (
        <div role="alert" className={styles.notice}>
          无法获取搜索结果，你可能需要检查网络连接，然后修改一下查询重试。
        </div>
      )}
    </>
  );
}
