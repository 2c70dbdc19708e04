import {useId, useMemo, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {buildPreviewDocument} from '@site/src/playground/preview/document';
import {previewWidths, type PreviewWidth} from '@site/src/playground/preview/previewCss';
import CodeEditor from '../CodeEditor';
import styles from './styles.module.css';

/** Height of the phone frame: a common phone screen below the navigation bar. */
const frameHeight = 600;

type Background = 'light' | 'dark';
const backgroundLabels: Record<Background, string> = {light: '浅色', dark: '深色'};

export interface PreviewPanelProps {
  /** Absent until the first transform has finished. */
  readonly wxml?: string;
  readonly wxss?: string;
  readonly dataText: string;
  readonly onDataTextChange: (dataText: string) => void;
  readonly width: PreviewWidth;
  readonly onWidthChange: (width: PreviewWidth) => void;
}

interface ChoiceGroupProps<T extends string | number> {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly T[];
  readonly value: T;
  readonly label: (choice: T) => string;
  readonly onChange: (choice: T) => void;
}

function ChoiceGroup<T extends string | number>({legend, name, choices, value, label, onChange}: ChoiceGroupProps<T>): ReactNode {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input type="radio" name={name} checked={choice === value} onChange={() => onChange(choice)} />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A phone-sized frame drawing the transformed template with the generated WXSS. The frame is a
 * sandboxed srcdoc document without scripts and without the site's origin, so nothing a reader types
 * can run code or reach the page.
 */
export default function PreviewPanel({wxml, wxss, dataText, onDataTextChange, width, onWidthChange}: PreviewPanelProps): ReactNode {
  const {colorMode} = useColorMode();
  // Follows the site's colour mode until the reader picks a background.
  const [chosenBackground, setChosenBackground] = useState<Background>();
  const background = chosenBackground ?? colorMode;
  const groupName = useId();

  const preview = useMemo(
    () => (wxml === undefined || wxss === undefined ? undefined : buildPreviewDocument({wxml, wxss, dataText, width, dark: background === 'dark'})),
    [wxml, wxss, dataText, width, background],
  );

  return (
    <section className={styles.panel} aria-labelledby="playground-preview">
      <Heading as="h2" id="playground-preview" className={styles.title}>
        预览
      </Heading>
      <div className={styles.controls}>
        <ChoiceGroup
          legend="屏幕宽度"
          name={`${groupName}-width`}
          choices={previewWidths}
          value={width}
          label={(choice) => `${choice} px`}
          onChange={onWidthChange}
        />
        <ChoiceGroup
          legend="背景"
          name={`${groupName}-background`}
          choices={['light', 'dark'] as const}
          value={background}
          label={(choice) => backgroundLabels[choice]}
          onChange={setChosenBackground}
        />
      </div>
      <p className={styles.hint}>
        750rpx 等于屏幕宽度（{width} px 宽时 1rpx = {Number((width / 750).toFixed(4))} px）。背景选“深色”时，<code>dark:</code> 变体按深色模式生效。组件的默认样式是近似值，以真机和开发者工具为准。
      </p>
      {/* On a phone the 375/414 px screen is wider than this column: a focusable region, so that keyboard readers can scroll it too. */}
      <div className={styles.frameScroller} tabIndex={0} role="region" aria-label="预览画面（可横向滚动）">
        {preview ? (
          <iframe
            title="小程序页面预览"
            className={styles.frame}
            // No allow-scripts and no allow-same-origin: the template is drawn, never run.
            sandbox=""
            srcDoc={preview.srcdoc}
            style={{width, height: frameHeight}}
          />
        ) : (
          <div className={styles.placeholder} style={{width, height: frameHeight}}>
            转换完成后在这里绘制页面。
          </div>
        )}
      </div>
      {preview && preview.notes.length > 0 && (
        <div className={styles.notes}>
          <p className={styles.notesTitle}>预览省略或未能绘制的内容：</p>
          <ul className={styles.notesList}>
            {preview.notes.map(([text, count]) => (
              <li key={text}>
                {text}
                {count > 1 && `（${count} 处）`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CodeEditor
        id="playground-preview-data"
        label="预览数据（JSON）"
        hint={
          <>
            模板里 <code>{'{{ }}'}</code> 中的变量从这里取值，例如 <code>{'{"active": true}'}</code>。支持字面量、属性访问、三元表达式、
            <code>&&</code>、<code>||</code>、<code>!</code>、<code>===</code> 与字符串拼接，以及 <code>wx:if</code> 和 <code>wx:for</code>。
          </>
        }
        language="json"
        value={dataText}
        onChange={onDataTextChange}
        height="6rem"
      />
    </section>
  );
}
