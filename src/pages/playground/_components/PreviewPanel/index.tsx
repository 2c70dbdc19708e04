import {useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import Heading from '@theme/Heading';
import {buildPreviewDocument} from '@site/src/playground/preview/document';
import {previewWidths, type PreviewWidth} from '@site/src/playground/preview/previewCss';
import CodeEditor from '../CodeEditor';
import styles from './styles.module.css';

/** Height of the phone frame: a common phone screen below the navigation bar. */
const frameHeight = 600;
/** The frame's border on each side (styles.module.css). */
const frameBorder = 8;

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
 * How much a frame `naturalWidth` px wide must shrink to fit the width of `container`: 1 when it fits.
 * The screen inside keeps its width, so rpx and the layout stay those of the chosen phone.
 */
function useFitScale(container: RefObject<HTMLElement | null>, naturalWidth: number): number {
  const [available, setAvailable] = useState<number>();
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);
  return available === undefined ? 1 : Math.min(1, available / naturalWidth);
}

/**
 * A phone-sized frame drawing the transformed template with the generated WXSS. The frame is a
 * sandboxed srcdoc document without scripts and without the site's origin, so nothing a reader types
 * can run code or reach the page.
 */
export default function PreviewPanel({wxml, wxss, dataText, onDataTextChange, width, onWidthChange}: PreviewPanelProps): ReactNode {
  // A light page, as most mini-programs are, whatever the site's colour mode: the page is the app's, not the site's.
  const [background, setBackground] = useState<Background>('light');
  const groupName = useId();
  const fitArea = useRef<HTMLDivElement>(null);
  const outerWidth = width + 2 * frameBorder;
  const scale = useFitScale(fitArea, outerWidth);
  const frameSize = {width, height: frameHeight};

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
          onChange={setBackground}
        />
      </div>
      <p className={styles.hint}>
        750rpx 等于屏幕宽度（{width} px 宽时 1rpx = {Number((width / 750).toFixed(4))} px）。页面底色是微信设计规范（WeUI）的页面背景色：浅色 #EDEDED、深色 #111111；选“深色”时，<code>dark:</code> 变体按深色模式生效。view、text、image、button 的默认样式取自 Taro 的 H5 组件（它按微信的默认样式实现），其他组件是近似值，以真机和开发者工具为准。
        {scale < 1 && `画面按 ${Math.round(scale * 100)}% 缩小显示，屏幕内仍按 ${width} px 排版。`}
      </p>
      {/* Narrower than the frame (a phone): the frame is scaled down to fit, its layout unchanged. */}
      <div ref={fitArea} className={styles.fitArea}>
        <div className={styles.frameBox} style={{width: outerWidth * scale, height: (frameHeight + 2 * frameBorder) * scale}}>
          {preview ? (
            <iframe
              title="小程序页面预览"
              className={styles.frame}
              // No allow-scripts and no allow-same-origin: the template is drawn, never run.
              sandbox=""
              srcDoc={preview.srcdoc}
              style={{...frameSize, transform: `scale(${scale})`}}
            />
          ) : (
            <div className={styles.placeholder} style={{...frameSize, transform: `scale(${scale})`}}>
              转换完成后在这里绘制页面。
            </div>
          )}
        </div>
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
