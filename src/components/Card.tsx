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

// A small bull's head of our own: two horns over a tapering face, in a 10 x 10 box (favicon.svg
// draws the same). Kept as steps from its first point (0.6, 1.2), so that one path draws every
// head of a card: thousands of pages show a dozen cards each.
const HEAD_STEPS = 'c-.2 2.4 1 3.4 2.4 3.2l.4 3.2c.4 1.8 2.8 1.8 3.2 0l.4-3.2c1.4.2 2.6-.8 2.4-3.2-.7 1.6-1.6 2-2.8 1.9h-3.2c-1.2.1-2.1-.3-2.8-1.9z';
const short = (n: number) => String(Number(n.toFixed(2)));

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
      <path
        d={[7, HEIGHT - 7 - size].flatMap((y) => heads.map((x) => `M${short(x / scale + 0.6)} ${short(y / scale + 1.2)}${HEAD_STEPS}`)).join('')}
        fill={face.accent}
        transform={`scale(${scale})`}
      />
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
