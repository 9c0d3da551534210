// A student's go at a set is kept per set on this device: back after a reload with the name and
// each first attempt, apart from another set's, gone when another student starts, and anything
// damaged or foreign in storage read as nothing kept, never thrown.
import { describe, expect, it } from 'vitest';
import { forgetAttempt, keepAttempt, loadAttempt } from '../../../src/classroom/attempt.ts';
import { setKey, type ClassSet } from '../../../src/classroom/codes.ts';
import type { PartValue } from '../../../src/trainer/answer.ts';
import { memory } from './memory.ts';

const week3: ClassSet = { title: 'Week 3', ids: ['basic-which-row-0001', 'basic-who-takes-0001', 'basic-where-0004'] };
const week4: ClassSet = { title: 'Week 4', ids: week3.ids };
const row2: PartValue = { kind: 'row', row: 2 };
const placed: PartValue[] = [{ kind: 'place', pick: { row: 3, side: 'right', stack: false, take: true } }, { kind: 'count', value: 5 }];
const key = 'bullheads.classroom.student.' + setKey(week3);

describe('a student’s kept attempt', () => {
  it('comes back for its own set only, with the name and every first attempt, and goes when forgotten', () => {
    const storage = memory();
    expect(loadAttempt(storage, week3)).toBeNull();
    expect(keepAttempt(storage, week3, { name: 'Jonas', answers: [[row2], []] })).toBe(true);
    expect(loadAttempt(storage, week3)).toEqual({ name: 'Jonas', answers: [[row2], []] });
    expect(loadAttempt(storage, week4)).toBeNull();
    expect(keepAttempt(storage, week3, { name: 'Jonas', answers: [[row2], [], placed] })).toBe(true);
    expect(loadAttempt(storage, week3)?.answers).toEqual([[row2], [], placed]);
    forgetAttempt(storage, week3);
    expect(storage.length).toBe(0);
  });

  it('reads damaged or foreign data as nothing kept', () => {
    const storage = memory();
    for (const text of ['{', 'null', '[]', '"Jonas"', '{"v":2,"name":"Jonas","answers":[]}', '{"v":1,"name":"  ","answers":[]}', '{"v":1,"name":"Jonas"}',
      '{"v":1,"name":"Jonas","answers":["r2","","p1","c4"]}', '{"v":1,"name":"Jonas","answers":["x9"]}', '{"v":1,"name":"Jonas","answers":[3]}', `{"v":1,"name":"${'J'.repeat(41)}","answers":[]}`]) {
      storage.setItem(key, text);
      expect(loadAttempt(storage, week3), text).toBeNull();
      // Left as it was: nothing else is lost, the next answer replaces it.
      expect(storage.getItem(key)).toBe(text);
    }
  });

  it('says so where the browser refuses, and reads as nothing kept', () => {
    expect(keepAttempt(memory(true), week3, { name: 'Jonas', answers: [] })).toBe(false);
    expect(keepAttempt(null, week3, { name: 'Jonas', answers: [] })).toBe(false);
    expect(loadAttempt(memory(true), week3)).toBeNull();
    expect(() => forgetAttempt(memory(true), week3)).not.toThrow();
  });
});
