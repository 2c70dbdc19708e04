// The preview frame's whole document: base component styles, then the converted WXSS, then the
// template under a `wx-page` root. The frame is sandboxed without scripts; this text is its srcdoc.
import {baseStylesheet, frameStylesheet} from './baseStyles';
import type {ExpressionScope} from './expression';
import {renderTemplate} from './markup';
import {convertWxssForPreview} from './previewCss';

export interface PreviewSource {
  readonly wxml: string;
  readonly wxss: string;
  /** The reader's data JSON, as typed. */
  readonly dataText: string;
  readonly width: number;
  readonly dark: boolean;
}

export interface PreviewDocument {
  readonly srcdoc: string;
  /** What the preview left out or changed, with counts, for the list under the frame. */
  readonly notes: ReadonlyArray<readonly [string, number]>;
}

/** The data object from the reader's JSON, or a note saying why it was not usable. */
export function parsePreviewData(dataText: string): {scope: ExpressionScope; error?: string} {
  if (!dataText.trim()) return {scope: {}};
  try {
    const value: unknown = JSON.parse(dataText);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return {scope: value as ExpressionScope};
    return {scope: {}, error: '数据必须是一个 JSON 对象，例如 {"active": true}'};
  } catch (error) {
    return {scope: {}, error: `数据不是有效的 JSON（${error instanceof Error ? error.message : String(error)}）`};
  }
}

// `</style` inside the CSS would end the style element early and let the rest be read as markup.
const closeStyleTag = /<\/style/gi;

export function buildPreviewDocument({wxml, wxss, dataText, width, dark}: PreviewSource): PreviewDocument {
  const {scope, error} = parsePreviewData(dataText);
  const {css, dropped} = convertWxssForPreview(wxss, width, dark);
  const {html, notes} = renderTemplate(wxml, scope, width);
  const styles = [frameStylesheet(dark), baseStylesheet, css].join('\n').replace(closeStyleTag, '<\\/style');
  const srcdoc = `<!doctype html><html><head><meta charset="utf-8"><style>${styles}</style></head><body><wx-page>${html}</wx-page></body></html>`;
  const allNotes: [string, number][] = [...(error ? [[error, 1] as [string, number]] : []), ...dropped, ...notes];
  return {srcdoc, notes: allNotes};
}
