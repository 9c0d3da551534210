import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Card } from '../../src/components/Card.tsx';
import { markup } from '../../src/editor/svg.ts';

// A card on a page takes its colours and type from global.css; an exported card writes them in.
// Both must look the same, so the stylesheet's values are checked against the standalone drawing.
const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const SAMPLES = { 1: 1, 2: 5, 3: 10, 5: 11, 7: 55 } as const;

describe('the card drawing', () => {
  for (const [count, card] of Object.entries(SAMPLES)) {
    it(`card ${card} (${count} bullheads): the stylesheet's colours are the exported drawing's`, () => {
      const standalone = markup(Card({ value: card, label: `Card ${card}`, standalone: true }));
      const [paper, band] = /<rect [^>]*fill="(#[0-9a-f]{6})" stroke="(#[0-9a-f]{6})"/.exec(standalone)!.slice(1);
      const rule = new RegExp(`\\.card\\[data-bullheads="${count}"\\] \\{ --paper: (#[0-9a-f]{6}); --band: (#[0-9a-f]{6}); \\}`).exec(css);
      expect(rule?.slice(1)).toEqual([paper, band]);
    });
  }

  it('a card on a page carries no colours of its own, an exported one all of them', () => {
    const onPage = markup(Card({ value: 55, label: 'Card 55' }));
    const exported = markup(Card({ value: 55, label: 'Card 55', standalone: true }));
    expect(onPage).not.toMatch(/fill=|font-family=/);
    expect(exported.match(/fill="/g)?.length).toBe(5);
    expect(exported).toContain('font-family=');
    // Same shapes either way.
    const shapes = (svg: string) => svg.replace(/ (fill|stroke|stroke-width|text-anchor|font-family|font-weight|letter-spacing)="[^"]*"/g, '');
    expect(shapes(exported)).toBe(shapes(onPage));
  });
});
