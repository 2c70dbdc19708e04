import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {guideRoute, unverifiableGuideGroups, unverifiableGuides, verifiedRecordGroups, verifiedRecords} from '@site/src/data/verifiedGuides';
import styles from './styles.module.css';

const COLUMNS = ['接入指南', '框架', '构建工具', 'Tailwind CSS', 'weapp-tailwindcss', '结果', '日期'];

/** The first row of a line's rows: which weapp-tailwindcss line the guides below are for. */
function LineRow({line, columns}: {line: string; columns: number}): ReactNode {
  return (
    <tr className={styles.line}>
      <th colSpan={columns} scope="rowgroup">
        weapp-tailwindcss {line} 的接入指南
      </th>
    </tr>
  );
}

/** A body cell that starts with its column's name, shown where the rows are cards (the header is hidden then). */
function Cell({label, nowrap = false, children}: {label: string; nowrap?: boolean; children: ReactNode}): ReactNode {
  return (
    <td>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span className={clsx(nowrap && styles.nowrap)}>{children}</span>
    </td>
  );
}

/**
 * The setup guides and what each was last built with (`npm run verify:guides -- --record`), grouped by the
 * weapp-tailwindcss line the guide is for, then the guides that cannot be built here and why. Each row's
 * id is its stack, which the guide's own note links to. On a wide article the rows are a table whose
 * header stays in view while the page scrolls; on a narrow one each row is a card that names its fields,
 * so the guide, the versions and the result are always seen together.
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
    <div className={styles.matrix}>
      <table aria-label="接入指南的构建结果">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {verifiedRecordGroups.map((group) => (
          <tbody key={group.line}>
            <LineRow line={group.line} columns={COLUMNS.length} />
            {group.items.map((record) => (
              <tr key={record.stack} id={record.stack} className={clsx(record.stack === selected && styles.selected)}>
                <th scope="row">{guideLink(record.page, record.title)}</th>
                <Cell label={COLUMNS[1]}>
                  {record.framework} {record.frameworkVersion}
                </Cell>
                <Cell label={COLUMNS[2]} nowrap>
                  {record.bundler}
                </Cell>
                <Cell label={COLUMNS[3]} nowrap>
                  {record.tailwindcss}
                </Cell>
                <Cell label={COLUMNS[4]} nowrap>
                  {record.weappTailwindcss}
                </Cell>
                <Cell label={COLUMNS[5]} nowrap>
                  {record.result === 'pass' ? '构建通过' : '构建失败'}
                </Cell>
                <Cell label={COLUMNS[6]} nowrap>
                  <time dateTime={record.date}>{record.date}</time>
                </Cell>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {unverifiableGuides.length > 0 && (
        <table className={styles.reasons} aria-label="未能在本站验证的指南">
          <thead>
            <tr>
              <th scope="col">未能在本站验证的指南</th>
              <th scope="col">原因</th>
            </tr>
          </thead>
          {unverifiableGuideGroups.map((group) => (
            <tbody key={group.line}>
              <LineRow line={group.line} columns={2} />
              {group.items.map((guide) => (
                <tr key={guide.id} id={guide.id} className={clsx(guide.id === selected && styles.selected)}>
                  <th scope="row">{guideLink(guide.page, guide.title)}</th>
                  <td>{guide.reason}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}
