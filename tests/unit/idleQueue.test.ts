import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadlineLike} from '../../src/clientModules/idleQueue';

/** A scheduler under test control: idle periods run only when the test says so, with a given budget. */
function manualScheduler() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (run: (deadline: IdleDeadlineLike) => void) => void pending.push(run),
    get scheduled() {
      return pending.length;
    },
    idlePeriod(jobsThatFit: number) {
      let remaining = jobsThatFit;
      pending.shift()?.({timeRemaining: () => (remaining-- > 1 ? 10 : 0)});
    },
  };
}

describe('idle queue', () => {
  it('runs nothing until the browser is idle', () => {
    const scheduler = manualScheduler();
    const enqueue = createIdleQueue(scheduler.schedule);
    const ran: number[] = [];
    enqueue(() => ran.push(1));
    enqueue(() => ran.push(2));
    expect(ran).toEqual([]);
    expect(scheduler.scheduled).toBe(1);
  });

  it('runs as many jobs as an idle period allows and schedules the rest', () => {
    const scheduler = manualScheduler();
    const enqueue = createIdleQueue(scheduler.schedule);
    const ran: number[] = [];
    for (const job of [1, 2, 3, 4, 5]) enqueue(() => ran.push(job));
    scheduler.idlePeriod(2);
    expect(ran).toEqual([1, 2]);
    expect(scheduler.scheduled).toBe(1);
    scheduler.idlePeriod(10);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(scheduler.scheduled).toBe(0);
  });

  it('always makes progress, even in an idle period with no time left', () => {
    const scheduler = manualScheduler();
    const enqueue = createIdleQueue(scheduler.schedule);
    const ran: number[] = [];
    enqueue(() => ran.push(1));
    enqueue(() => ran.push(2));
    scheduler.idlePeriod(0);
    expect(ran).toEqual([1]);
    enqueue(() => ran.push(3));
    expect(scheduler.scheduled).toBe(1);
  });
});
