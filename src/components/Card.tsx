import { bullheads, type BullheadCount, type Card as CardValue } from '../engine/cards.ts';

// One drawing for every card, on pages (rendered to static SVG), in islands and in exported
// images alike. Modelled on the real cards: a coloured band of bullheads on top (the colour
// tells the count at a glance), the number large below it. Its colours are fixed, the same in
// light and dark: written into the SVG for an exported image, from global.css on a page.

const FACE: Record<BullheadCount, { paper: string; band: string }> = {
  1: { paper: '#f4f2fa', band: '#615f97' },
  2: { paper: '#e2eeff', band: '#2060b3' },
  3: { paper: '#fff2c7', band: '#a8730a' },
  5: { paper: '#ffe0d6', band: '#c0361d' },
  7: { paper: '#f8daf3', band: '#8a1d78' },
};
const INK = '#1c1f26';
/** How the number is set; global.css repeats it for cards on a page ("The card"). */
const NUMBER_TYPE = {
  'text-anchor': 'middle',
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-weight': 800,
  'letter-spacing': -0.5,
  fill: INK,
};

// A small bull's head of our own: two horns over a tapering face, in a 10 x 10 box (favicon.svg
// draws the same). Kept as steps from its first point (0.6, 1.2), so that one path draws every
// head of a card: thousands of pages show a dozen cards each.
const HEAD_STEPS = 'c-.2 2.4 1 3.4 2.4 3.2l.4 3.2c.4 1.8 2.8 1.8 3.2 0l.4-3.2c1.4.2 2.6-.8 2.4-3.2-.7 1.6-1.6 2-2.8 1.9h-3.2c-1.2.1-2.1-.3-2.8-1.9z';
/** The bull's head alone, for the card back and the preview images. */
export const HEAD = `M0.6 1.2${HEAD_STEPS}`;
const short = (n: number) => String(Number(n.toFixed(2)));

const WIDTH = 60;
const HEIGHT = 90;
const BAND_X = 4;
const BAND_W = WIDTH - 2 * BAND_X;

// Heads per line and their size: one to three in a line, five and seven in two lines, as large as fits.
const LAYOUT: Record<BullheadCount, { lines: number[]; size: number }> = {
  1: { lines: [1], size: 15 },
  2: { lines: [2], size: 14 },
  3: { lines: [3], size: 13 },
  5: { lines: [3, 2], size: 11 },
  7: { lines: [4, 3], size: 11 },
};
const HEAD_GAP = 1.2;
const BAND_PAD = 3.5;

function bandHeight(count: BullheadCount): number {
  const { lines, size } = LAYOUT[count];
  return lines.length * size + (lines.length - 1) * HEAD_GAP + 2 * BAND_PAD;
}

function headSpots(count: BullheadCount): { x: number; y: number }[] {
  const { lines, size } = LAYOUT[count];
  return lines.flatMap((n, line) => {
    const width = n * size + (n - 1) * HEAD_GAP;
    const left = (WIDTH - width) / 2;
    const y = BAND_X + BAND_PAD + line * (size + HEAD_GAP);
    return Array.from({ length: n }, (_, i) => ({ x: left + i * (size + HEAD_GAP), y }));
  });
}

export interface CardProps {
  value: CardValue;
  /** Accessible name in the page's language, e.g. from cardLabel(). */
  label: string;
  class?: string;
  /**
   * A drawing that must stand alone (an exported image, a preview image) writes its colours and
   * type into the SVG. On a page they come from the stylesheet (global.css, "The card"), so the
   * thousands of puzzle pages do not repeat them for every card.
   */
  standalone?: boolean;
}

export function Card({ value, label, class: className, standalone = false }: CardProps) {
  const count = bullheads(value);
  const face = FACE[count];
  const band = bandHeight(count);
  const scale = LAYOUT[count].size / 10;
  // The number sits in the middle of what the band leaves free.
  const middle = (BAND_X + band + HEIGHT - 8) / 2;
  const fontSize = value >= 100 ? 25 : 31;
  return (
    <svg
      class={className ? `card ${className}` : 'card'}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-card={value}
      data-bullheads={count}
    >
      <rect x="0.75" y="0.75" width={WIDTH - 1.5} height={HEIGHT - 1.5} rx="5.5" {...(standalone && { fill: face.paper, stroke: face.band, 'stroke-width': 1.5 })} />
      <rect x={BAND_X} y={BAND_X} width={BAND_W} height={band} rx="3.5" {...(standalone && { fill: face.band })} />
      <path
        d={headSpots(count).map(({ x, y }) => `M${short(x / scale + 0.6)} ${short(y / scale + 1.2)}${HEAD_STEPS}`).join('')}
        transform={`scale(${scale})`}
        {...(standalone && { fill: '#ffffff' })}
      />
      <rect x={BAND_X} y={HEIGHT - BAND_X - 3} width={BAND_W} height="3" rx="1.5" {...(standalone && { fill: face.band })} />
      <text x={WIDTH / 2} y={middle + fontSize * 0.36} font-size={fontSize} {...(standalone && NUMBER_TYPE)}>
        {value}
      </text>
    </svg>
  );
}

/** A card lying face down: the site's own back, no number. Also used in exported images. */
export function CardBack({ label, class: className }: { label: string; class?: string }) {
  return (
    <svg class={className ? `card card-back ${className}` : 'card card-back'} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <rect x="0.75" y="0.75" width={WIDTH - 1.5} height={HEIGHT - 1.5} rx="5.5" fill="#7a2416" stroke="#45120a" stroke-width="1.5" />
      <rect x="5" y="5" width={WIDTH - 10} height={HEIGHT - 10} rx="3.5" fill="none" stroke="#e9b46a" stroke-width="1.2" />
      <rect x="8" y="8" width={WIDTH - 16} height={HEIGHT - 16} rx="2.5" fill="none" stroke="#e9b46a" stroke-width="0.6" stroke-dasharray="2 2" />
      <circle cx={WIDTH / 2} cy={HEIGHT / 2} r="15" fill="#9b3323" stroke="#e9b46a" stroke-width="1.2" />
      <path d={HEAD} fill="#f3d39b" transform={`translate(${WIDTH / 2 - 10} ${HEIGHT / 2 - 10}) scale(2)`} />
    </svg>
  );
}
