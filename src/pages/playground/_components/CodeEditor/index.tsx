import {useRef, type ReactNode, type UIEvent} from 'react';
import HighlightedCode, {type CodeLanguage} from '../HighlightedCode';
import styles from './styles.module.css';

export interface CodeEditorProps {
  readonly id: string;
  readonly label: ReactNode;
  /** Shown under the label and read out as the field's description. */
  readonly hint?: ReactNode;
  readonly language: CodeLanguage;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Fixed height, so the page does not jump while typing. */
  readonly height: string;
}

/**
 * A plain textarea with transparent text over a highlighted copy of the same text: native editing,
 * selection, undo and accessibility, with syntax colours and no editor dependency.
 */
export default function CodeEditor({id, label, hint, language, value, onChange, height}: CodeEditorProps): ReactNode {
  const highlightRef = useRef<HTMLDivElement>(null);
  const hintId = `${id}-hint`;

  const syncScroll = (event: UIEvent<HTMLTextAreaElement>) => {
    const layer = highlightRef.current;
    if (!layer) return;
    layer.scrollTop = event.currentTarget.scrollTop;
    layer.scrollLeft = event.currentTarget.scrollLeft;
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* No colours inline here: the server renders one colour mode, HighlightedCode repaints in the browser. */}
      <div className={styles.editor} style={{height}}>
        <div ref={highlightRef} className={styles.highlightLayer}>
          {/* A trailing space keeps the last, possibly empty, line as tall as in the textarea. */}
          <HighlightedCode code={`${value} `} language={language} className={styles.text} decorative />
        </div>
        <textarea
          id={id}
          className={`${styles.text} ${styles.input}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onScroll={syncScroll}
          aria-describedby={hint ? hintId : undefined}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
        />
      </div>
    </div>
  );
}
