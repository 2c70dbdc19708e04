export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (run: (deadline: IdleDeadlineLike) => void) => void;

/**
 * A queue of small jobs run while the browser is idle, as many per idle period as its deadline allows
 * (always at least one, so the queue drains even when periods are short). Returns `enqueue`.
 */
export function createIdleQueue(schedule: IdleScheduler): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;
  const flush = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    do {
      jobs.shift()?.();
    } while (jobs.length > 0 && deadline.timeRemaining() > 2);
    if (jobs.length > 0) {
      scheduled = true;
      schedule(flush);
    }
  };
  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      schedule(flush);
    }
  };
}

/** `requestIdleCallback`, or a 10 ms budget after a timeout where the browser has none (older Safari). */
export const browserIdleScheduler: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: 2000});
    return;
  }
  window.setTimeout(() => {
    const end = performance.now() + 10;
    run({timeRemaining: () => Math.max(0, end - performance.now())});
  }, 50);
};
