/**
 * Runs `callback` once the main thread is idle (within 2 s at the latest); where the browser has no
 * requestIdleCallback (Safari), 300 ms from now.
 * @returns a function that cancels the call if it has not run yet
 */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 300);
  return () => clearTimeout(id);
}
