import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {checkCompilerCompatibility, type CompilerCheckId} from '@site/src/playground/compilerChecks';
import styles from './styles.module.css';

const explanations: Record<CompilerCheckId, {readonly what: ReactNode; readonly why: string; readonly link: string}> = {
  backslash: {
    what: (
      <>
        选择器里的反斜杠（例如 <code>:not(#\#)</code>）
      </>
    ),
    why: '微信的 WXSS 编译器会报错（issue #842）。',
    link: '/docs/quick-start/v4#layer',
  },
  layer: {
    what: <code>@layer</code>,
    why: '小程序不支持级联层。',
    link: '/docs/quick-start/v4#layer',
  },
  isWhere: {
    what: (
      <>
        <code>:is()</code> / <code>:where()</code> 选择器
      </>
    ),
    why: '并非所有小程序基础库都能解析。',
    link: '/docs/quick-start/v4/tutorial/workflow#dark-manual',
  },
  universal: {
    what: (
      <>
        <code>*</code> 选择器
      </>
    ),
    why: '小程序的 WXSS 不支持通配符。',
    link: '/docs/issues/more-tags',
  },
};

export interface CompilerWarningsProps {
  readonly wxss?: string;
}

/** Flags what mini-program style compilers reject in the generated WXSS, each with a count and a docs link. */
export default function CompilerWarnings({wxss}: CompilerWarningsProps): ReactNode {
  const findings = useMemo(() => (wxss === undefined ? [] : checkCompilerCompatibility(wxss)), [wxss]);
  if (findings.length === 0) return null;
  return (
    <div className={styles.warnings} role="note" aria-label="小程序编译器可能拒绝的写法">
      <p className={styles.title}>WXSS 中有小程序编译器可能拒绝的写法：</p>
      <ul className={styles.list}>
        {findings.map(({id, count}) => {
          const {what, why, link} = explanations[id];
          return (
            <li key={id} data-check={id}>
              {what}：{count} 处。{why}
              <Link to={link}>查看说明</Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
