// The result codes a teacher pasted are kept per set on this device: back after a reload, gone
// once cleared, another set's codes apart, and nothing thrown where the browser refuses storage.
import { describe, expect, it } from 'vitest';
import { keepCodes, loadCodes } from '../../../src/classroom/kept.ts';
import type { ClassSet } from '../../../src/classroom/codes.ts';
import { memory } from './memory.ts';

const week3: ClassSet = { title: 'Week 3', ids: ['basic-which-row-0001', 'basic-where-0004'] };
const week4: ClassSet = { title: 'Week 4', ids: ['basic-which-row-0001', 'basic-where-0004'] };

describe('kept result codes', () => {
  it('come back for their own set only, as pasted, and go once cleared', () => {
    const storage = memory();
    expect(loadCodes(storage, week3)).toBe('');
    expect(keepCodes(storage, week3, 'abcd.xyz.123456\nline two')).toBe(true);
    expect(loadCodes(storage, week3)).toBe('abcd.xyz.123456\nline two');
    expect(loadCodes(storage, week4)).toBe('');
    expect(keepCodes(storage, week3, '  \n')).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('say so where the browser refuses, and read as none', () => {
    expect(keepCodes(memory(true), week3, 'abcd.xyz.123456')).toBe(false);
    expect(keepCodes(null, week3, 'abcd.xyz.123456')).toBe(false);
    expect(loadCodes(memory(true), week3)).toBe('');
  });
});
