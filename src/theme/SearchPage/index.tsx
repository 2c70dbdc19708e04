// Wrap: the stock search page, inside a `<main>` landmark (it has none), plus a notice when the
// embedded index cannot be downloaded; the stock page has no error state and would show no results.
import {useSyncExternalStore, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {WithMainLandmark} from '@site/src/components/MainLandmark';
import {embeddedIndexStatus} from '@site/src/search/embeddedClient';
import styles from './styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const status = useSyncExternalStore(embeddedIndexStatus.subscribe, embeddedIndexStatus.get, embeddedIndexStatus.getServer);
  const notice =
    status === 'failed' ? (
      <div role="alert" className={styles.notice}>
        无法获取搜索结果，你可能需要检查网络连接，然后修改一下查询重试。
      </div>
    ) : null;
  return (
    <WithMainLandmark prepend={notice}>
      <SearchPage />
    </WithMainLandmark>
  );
}
