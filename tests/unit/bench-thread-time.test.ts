import {describe, expect, it} from 'vitest';
import {tasksAtThreadTime} from '../../scripts/bench/thread-time.mjs';

const task = (ts: number, dur: number, tdur: number, extra: Record<string, unknown> = {}) => ({name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts, dur, tdur, ...extra});

describe('tasksAtThreadTime', () => {
  it('shortens a task to its thread time and scales what runs inside it, leaving the task start and later events', () => {
    const events = [
      task(1000, 100_000, 25_000),
      {name: 'EvaluateScript', ph: 'X', pid: 1, tid: 1, ts: 41_000, dur: 40_000},
      {name: 'ResourceFinish', ph: 'I', pid: 1, tid: 1, ts: 81_000},
      {name: 'EventDispatch', ph: 'X', pid: 1, tid: 1, ts: 101_000, dur: 5000},
      task(101_000, 20_000, 20_000),
    ];
    const {traceEvents, tasks, removedMs} = tasksAtThreadTime(events);
    expect(tasks).toBe(1);
    expect(removedMs).toBe(75);
    expect(traceEvents[0]).toMatchObject({ts: 1000, dur: 25_000, tdur: 25_000});
    expect(traceEvents[1]).toMatchObject({ts: 11_000, dur: 10_000});
    expect(traceEvents[2]).toMatchObject({ts: 21_000});
    // An event starting as the task ends belongs to what comes next.
    expect(traceEvents[3]).toMatchObject({ts: 101_000, dur: 5000});
    expect(traceEvents[4]).toMatchObject({ts: 101_000, dur: 20_000});
    // The input is left as it was.
    expect(events[0]?.dur).toBe(100_000);
    expect(events[1]?.ts).toBe(41_000);
  });

  it('scales a task nested in another task once, with its parent', () => {
    const {traceEvents, tasks} = tasksAtThreadTime([task(0, 100_000, 50_000), task(20_000, 40_000, 10_000, {name: 'ThreadControllerImpl::RunTask'})]);
    expect(tasks).toBe(1);
    expect(traceEvents[1]).toMatchObject({ts: 10_000, dur: 20_000});
  });

  it('leaves other threads, tasks without thread time and tasks that were never preempted alone', () => {
    const events = [
      task(0, 100_000, 50_000),
      {name: 'Layout', ph: 'X', pid: 1, tid: 2, ts: 50_000, dur: 10_000},
      task(200_000, 30_000, 30_000),
      {name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 300_000, dur: 30_000},
    ];
    const {traceEvents, tasks, removedMs} = tasksAtThreadTime(events);
    expect(tasks).toBe(1);
    expect(removedMs).toBe(50);
    expect(traceEvents.slice(1)).toEqual(events.slice(1));
  });
});
