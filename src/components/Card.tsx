import { bullheads, type BullheadCount, type Card as CardValue } from '../engine/cards.ts';

// One drawing for every card, on pages (rendered to static SVG) and in islands alike.
// Colours are inline so an exported or printed card looks the same everywhere.

const FACE: Record<BullheadCount, { fill: string; accent: string }> = {
  1: { fill: '#f4f1ea', accent: '#5b6472' },
  2: { fill: '#cfe4ff', accent: '#1f5fa8' },
  3: { fill: '#ffe39a', accent: '#9a6a00' },
  5: { fill: '#ffc2b3', accent: '#b3261e' },
  7: { fill: '#e2c8ff', accent: '#6b2fb3' },
};

// A small bull's head of our own: two horns over a tapering face, in a 10 x 10 box.
const HEAD = 'M0.6 1.2C0.4 3.6 1.6 4.6 3 4.4L3.4 7.6C3.8 9.4 6.2 9.4 6.6 7.6L7 4.4C8.4 4.6 9.6 3.6 9.4 1.2C8.7 2.8 7.8 3.2 6.6 3.1L3.4 3.1C2.2 3.2 1.3 2.8 0.6 1.2Z';

const WIDTH = 60;
const HEIGHT = 90;
// Few heads are drawn large; five or seven must still fit across the card.
function headSize(count: number): number {
  return count <= 3 ? 11 : 7.4;
}

function headPositions(count: number, size: number): number[] {
  const gap = 0.4;
  const total = count * size + (count - 1) * gap;
  const start = (WIDTH - total) / 2;
  return Array.from({ length: count }, (_, i) => start + i * (size + gap));
}

export interface CardProps {
  value: CardValue;
  /** Accessible name in the page's language, e.g. from cardLabel(). */
  label: string;
  class?: string;
}

export function Card({ value, label, class: className }: CardProps) {
  const count = bullheads(value);
  const face = FACE[count];
  const size = headSize(count);
  const heads = headPositions(count, size);
  const scale = size / 10;
  return (
    <svg
      class={className ? `card ${className}` : 'card'}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-card={value}
      data-bullheads={count}
    >
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="6" fill={face.fill} stroke={face.accent} stroke-width="2" />
      {[7, HEIGHT - 7 - size].map((y) =>
        heads.map((x) => (
          <path key={`${y}-${x}`} d={HEAD} fill={face.accent} transform={`translate(${x.toFixed(2)} ${y}) scale(${scale})`} />
        )),
      )}
      <text
        x={WIDTH / 2}
        y={HEIGHT / 2 + 9}
        text-anchor="middle"
        font-family="system-ui, sans-serif"
        font-weight="700"
        font-size={value >= 100 ? 22 : 26}
        fill="#1f2430"
      >
        {value}
      </text>
    </svg>
  );
}
