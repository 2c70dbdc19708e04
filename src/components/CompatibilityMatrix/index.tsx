import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {guideRoute, unverifiableGuides, verifiedRecords} from '@site/src/data/verifiedGuides';
import styles from './styles.module.css';

/**
 * The setup guides and what each was last built with (`npm run verify:guides -- --record`), then the guides
 * that cannot be built here and why. Each row's id is its stack, which the guide's own note links to.
 */
export default function CompatibilityMatrix(): ReactNode {
  // The row a guide's note links to is marked. Not `:target`: the router's pushState does not update it;
  // marked after hydration, since the server renders without the hash.
  const {hash} = useLocation();
  const selected = useIsBrowser() ? hash.slice(1) : '';
  // Row ids are link targets (the guides link #<stack>): declare them to the build's anchor check.
  const brokenLinks = useBrokenLinks();
  for (const id of [...verifiedRecords.map((record) => record.stack), ...unverifiableGuides.map((guide) => guide.id)]) {
    brokenLinks.collectAnchor(id);
  }
  const guideLink = (page: string, label: string) => <Link to={guideRoute(page)}>{label}</Link>;
  return (
    <>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="接入指南的构建结果">
        <table className={styles.matrix}>
          <thead>
            <tr>
              <th scope="col">接入指南</th>
              <th scope="col">框架</th>
              <th scope="col">构建工具</th>
              <th scope="col">Tailwind CSS</th>
              <th scope="col">weapp-tailwindcss</th>
              <th scope="col">结果</th>
              <th scope="col">日期</th>
            </tr>
          </thead>
          <tbody>
            {verifiedRecords.map((record) => (
              <tr key={record.stack} id={record.stack} className={clsx(record.stack === selected && styles.selected)}>
                <th scope="row">{guideLink(record.page, record.title)}</th>
                <td>
                  {record.framework} {record.frameworkVersion}
                </td>
                <td className={styles.short}>{record.bundler}</td>
                <td className={styles.short}>{record.tailwindcss}</td>
                <td className={styles.short}>{record.weappTailwindcss}</td>
                <td className={styles.short}>{record.result === 'pass' ? '构建通过' : '构建失败'}</td>
                <td className={styles.short}>
                  <time dateTime={record.date}>{record.date}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unverifiableGuides.length > 0 && (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="未能在本站验证的指南">
          <table className={styles.matrix}>
            <thead>
              <tr>
                <th scope="col">未能在本站验证的指南</th>
                <th scope="col">原因</th>
              </tr>
            </thead>
            <tbody>
              {unverifiableGuides.map((guide) => (
                <tr key={guide.id} id={guide.id} className={clsx(guide.id === selected && styles.selected)}>
                  <th scope="row">{guideLink(guide.page, guide.title)}</th>
                  <td>{guide.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
