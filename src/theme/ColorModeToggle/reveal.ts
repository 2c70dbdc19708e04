interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Centre of the toggle and the radius that reaches the farthest viewport corner from it. */
export function revealGeometry(rect: Rect, viewportWidth: number, viewportHeight: number) {
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const radius = Math.hypot(Math.max(x, viewportWidth - x), Math.max(y, viewportHeight - y));
  return {x: Math.round(x), y: Math.round(y), radius: Math.ceil(radius)};
}

/** Animate only when the browser has View Transitions and the reader has not asked for less motion. */
export function shouldAnimateThemeSwitch(
  doc: Pick<Document, 'startViewTransition'> | Partial<Pick<Document, 'startViewTransition'>>,
  win: Pick<Window, 'matchMedia'>,
): boolean {
  return typeof doc.startViewTransition === 'function' && !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
