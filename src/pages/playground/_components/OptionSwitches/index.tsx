import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {playgroundOptionNames, type PlaygroundOptionName, type PlaygroundOptions} from '@site/src/playground/model';
import styles from './styles.module.css';

const descriptions: Record<PlaygroundOptionName, {readonly label: string; readonly hint: string}> = {
  rem2rpx: {label: 'rem 转 rpx', hint: '1rem = 32rpx；Tailwind 的间距、字号默认以 rem 为单位。'},
  px2rpx: {label: 'px 转 rpx', hint: '1px = 1rpx；任意值里写的 px 也会被转换。'},
  cssPreflight: {label: '注入 preflight 样式', hint: '给 view、text 等元素加上 box-sizing 与边框的默认值。'},
  cssRemoveHoverPseudoClass: {label: '移除 :hover 选择器', hint: '小程序不支持 :hover，悬停效果请用 hover-class。'},
};

export interface OptionSwitchesProps {
  readonly options: PlaygroundOptions;
  readonly onChange: (options: PlaygroundOptions) => void;
}

/** One checkbox per weapp-tailwindcss option, each with its option name and a link to its docs. */
export default function OptionSwitches({options, onChange}: OptionSwitchesProps): ReactNode {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>转换选项</legend>
      <ul className={styles.list}>
        {playgroundOptionNames.map((name) => {
          const inputId = `playground-option-${name}`;
          const {label, hint} = descriptions[name];
          return (
            <li key={name} className={styles.option}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={options[name]}
                onChange={(event) => onChange({...options, [name]: event.target.checked})}
                aria-describedby={`${inputId}-hint`}
              />
              <div>
                <label htmlFor={inputId} className={styles.label}>
                  {label}（<code>{name}</code>）
                </label>
                <p id={`${inputId}-hint`} className={styles.hint}>
                  {hint}{' '}
                  <Link to={`/docs/api/interfaces/UserDefinedOptions#${name.toLowerCase()}`}>
                    查看 {name} 文档
                  </Link>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
