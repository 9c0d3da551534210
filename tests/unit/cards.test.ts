import { describe, expect, it } from 'vitest';
import { bullheads, FULL_DECK, totalBullheads } from '../../src/engine/cards.ts';

describe('bullheads', () => {
  it('gives 55 seven bullheads', () => {
    expect(bullheads(55)).toBe(7);
  });
  it('gives the other doublets five', () => {
    for (const card of [11, 22, 33, 44, 66, 77, 88, 99]) expect(bullheads(card)).toBe(5);
  });
  it('gives multiples of ten three', () => {
    for (const card of [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]) expect(bullheads(card)).toBe(3);
  });
  it('gives the other cards ending in 5 two', () => {
    for (const card of [5, 15, 25, 35, 45, 65, 75, 85, 95]) expect(bullheads(card)).toBe(2);
  });
  it('gives every other card one', () => {
    const special = new Set([5, 10, 11, 15, 20, 22, 25, 30, 33, 35, 40, 44, 45, 50, 55, 60, 65, 66, 70, 75, 77, 80, 85, 88, 90, 95, 99, 100]);
    for (const card of FULL_DECK) if (!special.has(card)) expect(bullheads(card), `card ${card}`).toBe(1);
  });
  it('adds up to 171 over the whole deck', () => {
    expect(FULL_DECK).toHaveLength(104);
    expect(totalBullheads(FULL_DECK)).toBe(171);
  });
});
