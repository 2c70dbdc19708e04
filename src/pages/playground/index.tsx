import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {exampleBrowsers} from '@site/src/playground/exampleBrowsers';
import {defaultCss, defaultOptions, defaultPreviewData, defaultTemplate, type PlaygroundInput, type PlaygroundOptions} from '@site/src/playground/model';
import {defaultPreviewWidth, type PreviewWidth} from '@site/src/playground/preview/previewCss';
import {decodeShareState, encodeShareState} from '@site/src/playground/shareState';
import {usePlaygroundTransform} from '@site/src/playground/usePlaygroundTransform';
import {currentLine, legacyLine, versionsPagePath} from '@site/config/site';
import {playgroundPage} from '@site/config/standalonePages';
import CodeEditor from './_components/CodeEditor';
import CodeOutput from './_components/CodeOutput';
import CompilerWarnings from './_components/CompilerWarnings';
import CopyButton from './_components/CopyButton';
import OptionSwitches from './_components/OptionSwitches';
import PreviewPanel from './_components/PreviewPanel';
import styles from './styles.module.css';

/** Quiet time after the last keystroke before transforming. */
const debounceMs = 150;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The reader's input and preview settings, restored from a shared link (`#z=…`/`#j=…`) when the page has one. */
function usePlaygroundInput() {
  const [template, setTemplate] = useState(defaultTemplate);
  const [css, setCss] = useState(defaultCss);
  const [options, setOptions] = useState<PlaygroundOptions>(defaultOptions);
  const [previewData, setPreviewData] = useState(defaultPreviewData);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>(defaultPreviewWidth);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let active = true;
    const restore = async () => {
      try {
        const shared = await decodeShareState(window.location.hash);
        if (active && shared) {
          setTemplate(shared.template);
          setCss(shared.css);
          setOptions(shared.options);
          if (shared.preview) {
            setPreviewData(shared.preview.data);
            setPreviewWidth(shared.preview.width);
          }
        }
      } catch (error) {
        console.warn('分享链接中的内容无法解析，已忽略：', error);
      } finally {
        if (active) setRestored(true);
      }
    };
    void restore();
    const onHashChange = () => void restore();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      active = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  const input = useMemo<PlaygroundInput>(() => ({template, css, options}), [template, css, options]);
  return {input, restored, setTemplate, setCss, setOptions, previewData, setPreviewData, previewWidth, setPreviewWidth};
}

function Playground(): ReactNode {
  const isBrowser = useIsBrowser();
  const {input, restored, setTemplate, setCss, setOptions, previewData, setPreviewData, previewWidth, setPreviewWidth} = usePlaygroundInput();
  const debouncedInput = useDebouncedValue(input, debounceMs);
  // Nothing is transformed before a shared link has been read, to avoid a wasted first run.
  const transform = usePlaygroundTransform(restored ? debouncedInput : undefined);
  const {result, error} = transform;
  const stale = Boolean(error && result);

  const shareLink = useCallback(async () => {
    const hash = await encodeShareState({...input, preview: {data: previewData, width: previewWidth}});
    window.history.replaceState(window.history.state, '', `#${hash}`);
    return window.location.href;
  }, [input, previewData, previewWidth]);

  // While a newer input is being transformed the previous figures stay, so the line does not flicker. Nothing
  // on the server: a page read without scripts would say it is loading for ever (it says why not instead).
  let status = '';
  if (isBrowser) {
    if (transform.phase === 'loading') status = '正在加载转换引擎（只在本页加载）…';
    else if (result) status = `识别到 ${result.candidates.length} 个类名，用时 ${transform.elapsedMs ?? 0} ms`;
    else if (transform.busy) status = '正在转换…';
  }

  return (
    <>
      {/* On a phone the three parts are stacked, the preview some 3000 px under the template: a bar to jump between them. */}
      <nav className={styles.jump} aria-label="跳到在线转换的各部分">
        <a href="#playground-input">输入</a>
        <a href="#playground-output">输出</a>
        <a href="#playground-preview">预览</a>
      </nav>
      <div className={styles.workspace}>
        <section className={styles.column} aria-labelledby="playground-input">
          <Heading as="h2" id="playground-input" className={styles.columnTitle}>
            输入
          </Heading>
          <CodeEditor
            id="playground-template"
            label="模板"
            hint={
              <>
                WXML 或 Vue 风格的模板。<code>class</code>、<code>hover-class</code> 中的类名（包括 <code>{'{{ }}'}</code>{' '}
                里的字符串）以及 <code>:class</code> 绑定会被转义；其他 <code>*-class</code> 属性需要在{' '}
                <code>customAttributes</code> 中声明，插件才会转义。
              </>
            }
            language="markup"
            value={input.template}
            onChange={setTemplate}
            height="20rem"
          />
          <CodeEditor
            id="playground-css"
            label="CSS 入口"
            hint={
              <>
                相当于项目里的 <code>app.css</code>：可以用 <code>@theme</code>、<code>@utility</code>、<code>@custom-variant</code>{' '}
                扩展 Tailwind CSS。
              </>
            }
            language="css"
            value={input.css}
            onChange={setCss}
            height="10rem"
          />
          <OptionSwitches options={input.options} onChange={setOptions} />
          <div className={styles.share}>
            <CopyButton getText={shareLink} copiedLabel="已复制链接" failedLabel="无法写入剪贴板，链接已放在地址栏中，请手动复制">
              复制分享链接
            </CopyButton>
            <span className={styles.shareHint}>链接里包含模板、CSS、选项以及预览的数据和屏幕宽度。</span>
          </div>
        </section>
        <section className={styles.column} aria-labelledby="playground-output" aria-busy={transform.busy}>
          <Heading as="h2" id="playground-output" className={styles.columnTitle}>
            输出
          </Heading>
          <div className={styles.statusArea}>
            {/* Without scripts nothing is transformed: say so, instead of a loading line that never ends. */}
            <noscript>
              <p role="alert" className="alert alert--warning">
                在线转换在你的浏览器里运行，需要 JavaScript：请启用 JavaScript 后刷新本页。
              </p>
            </noscript>
            {error ? (
              <div role="alert" className="alert alert--danger">
                <strong>转换失败：</strong>
                {error}
                {stale && <span className={styles.staleNote}>下面显示的是上一次成功的结果。</span>}
              </div>
            ) : (
              <p className={styles.status}>{status}</p>
            )}
          </div>
          <CompilerWarnings wxss={result?.wxss} />
          <CodeOutput
            id="playground-wxml"
            title="转换后的模板（WXML）"
            language="markup"
            code={result?.wxml}
            placeholder="转换后的模板会显示在这里。"
            stale={stale}
            height="14rem"
          />
          <CodeOutput
            id="playground-wxss"
            title="生成的 WXSS"
            language="css"
            code={result?.wxss}
            placeholder="weapp-tailwindcss 生成的 WXSS 会显示在这里。"
            stale={stale}
            height="22rem"
          />
          <CodeOutput
            id="playground-tailwind"
            title="Tailwind CSS 原始输出"
            language="css"
            code={result?.tailwindCss}
            placeholder="Tailwind CSS 生成的原始 CSS 会显示在这里。"
            stale={stale}
            height="16rem"
          />
        </section>
        <PreviewPanel
          wxml={result?.wxml}
          wxss={result?.wxss}
          dataText={previewData}
          onDataTextChange={setPreviewData}
          width={previewWidth}
          onWidthChange={setPreviewWidth}
        />
      </div>
    </>
  );
}

/**
 * The playground runs the 4.x line (its worker bundles the installed 4.12.0; 5.x cannot run in a browser, README:
 * 在线转换与 5.x). What that means for a 5.x reader: the escaping is the same, these parts of the WXSS are not.
 */
function VersionNote(): ReactNode {
  return (
    <div className={clsx('alert alert--info', styles.versionNote)} role="note" aria-label="在线转换运行的版本">
      <p>
        <strong>这里运行的是 weapp-tailwindcss {legacyLine.version}（4.x）。</strong>
        类名的转义规则（模板与 WXSS 中的类名）与 {currentLine.line} 相同；{currentLine.line}（{currentLine.version}）生成的 WXSS 有这些不同：
      </p>
      <ul>
        <li>
          CSS 入口写 <code>@import &quot;tailwindcss&quot;;</code>，由插件自己生成样式；这里的 <code>@import &quot;weapp-tailwindcss&quot;;</code> 是 4.x 的写法（见{' '}
          <Link to="/docs/api/interfaces/UserDefinedOptions#generator">generator</Link>）。
        </li>
        <li>
          默认的基础样式是 <code>border</code>、<code>box-sizing</code>、<code>margin</code>、<code>padding</code> 的重置（见{' '}
          <Link to="/docs/api/interfaces/UserDefinedOptions#csspreflight">cssPreflight</Link>）。
        </li>
        <li>
          默认不再预先计算 <code>calc()</code>（见 <Link to="/docs/api/interfaces/UserDefinedOptions#csscalc">cssCalc</Link>）。
        </li>
        <li>
          除 <code>:hover</code> 外，<code>:active</code>、<code>:focus</code>、<code>:disabled</code> 等伪类的规则也会被删除（见{' '}
          <Link to="/docs/api/interfaces/UserDefinedOptions#cssremovefocuspseudoclass">cssRemoveFocusPseudoClass</Link>）。
        </li>
      </ul>
      <p>
        {currentLine.line} 文档中的转换示例显示的是 {currentLine.version} 的实际输出；两个版本的全部差别见 <Link to={versionsPagePath}>从 4.x 升级到 5.x</Link>。
      </p>
    </div>
  );
}

const page = playgroundPage(legacyLine.version);

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title={page.title} description={page.description}>
      <main className={styles.main}>
        <div className={clsx('container', styles.wideContainer)}>
          <header className={styles.header}>
            <Heading as="h1">在线转换</Heading>
            <p className={styles.lead}>
              {'输入模板和 CSS，输出区实时显示 weapp-tailwindcss 生成的 WXML、WXSS 以及 Tailwind CSS 的原始输出，预览区用生成的 WXSS 在手机尺寸的画框里绘制页面。'}
              {'转换在你的浏览器里运行，使用与插件相同的 Tailwind CSS v4 与样式处理代码；输入内容不会上传到任何地方。'}
              {'生产构建中 @tailwindcss/postcss 还会用 Lightning CSS 压缩输出，并把带透明度修饰的主题色（如 text-sky-500/80）直接算成一个 rgba 值、不再附带 display-p3 规则；除此之外，weapp-vite 真实构建写出的类名与规则和这里相同。'}
              {`CSS 与文档中的转换示例一样按 browserslist 的 ${exampleBrowsers} 生成，即项目没有配置 browserslist 时的目标浏览器；项目配置了自己的 browserslist 时，逻辑属性、颜色等的写法可能不同。`}
            </p>
            <VersionNote />
          </header>
          <Playground />
        </div>
      </main>
    </Layout>
  );
}
