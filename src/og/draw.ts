// Open Graph preview images (1200 x 630), drawn at build time from the site's own Card drawing:
// a page kind's title beside a fan of cards, or an example's board as it stands at its end.
// Pure string work; src/pages/og/ turns the SVG into PNG.
import { Card, HEAD } from '../components/Card.tsx';
import type { Card as CardValue } from '../engine/cards.ts';
import { markup } from '../editor/svg.ts';
import { escapeHtml } from '../utils/html.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const INK = '#1d2129';
const ACCENT = '#a3311f';


/** One card, its 60 x 90 drawing scaled to `width`, at (x, y), turned by `angle` degrees. */
function cardAt(value: CardValue, x: number, y: number, width: number, angle = 0): string {
  const svg = markup(Card({ value, label: String(value), standalone: true })).replace('<svg ', `<svg x="0" y="0" width="${width}" height="${width * 1.5}" `);
  return `<g transform="translate(${x} ${y}) rotate(${angle} ${width / 2} ${width * 0.75})">${svg}</g>`;
}

/** Words broken into lines of at most `max` characters (titles are short; this only keeps them inside). */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

function frame(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`
    + `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#fbfaf7"/><rect width="${OG_WIDTH}" height="14" fill="${ACCENT}"/>`
    + `<path d="${HEAD}" fill="${ACCENT}" transform="translate(60 52) scale(5)"/>`
    + `<text x="122" y="95" font-family="${FONT}" font-size="44" font-weight="700" fill="${ACCENT}">Bullheads</text>`
    + body + '</svg>';
}

/** A page kind: its title and a line under it on the left, a fan of five cards (1, 2, 3, 5 and 7 bullheads) on the right. */
export function kindSvg(title: string, subtitle: string): string {
  const titleLines = lines(title, 16);
  const text = titleLines.map((line, i) => `<text x="60" y="${230 + i * 78}" font-family="${FONT}" font-size="68" font-weight="700" fill="${INK}">${escapeHtml(line)}</text>`).join('');
  const sub = lines(subtitle, 30).map((line, i) => `<text x="60" y="${250 + titleLines.length * 78 + i * 44}" font-family="${FONT}" font-size="32" fill="#555d6b">${escapeHtml(line)}</text>`).join('');
  const fan = ([1, 10, 5, 11, 55] as CardValue[]).map((value, i) => cardAt(value, 590 + i * 112, 180 + Math.abs(i - 2) * 20, 140, (i - 2) * 8)).join('');
  return frame(text + sub + fan);
}

/** An example board: its rows as they stand, under the example's title. */
export function boardSvg(title: string, rows: readonly (readonly CardValue[])[]): string {
  const heading = lines(title, 14).map((line, i) => `<text x="60" y="${230 + i * 62}" font-family="${FONT}" font-size="54" font-weight="700" fill="${INK}">${escapeHtml(line)}</text>`).join('');
  const count = Math.max(1, rows.length);
  const rowH = Math.min(120, (OG_HEIGHT - 80) / count);
  const width = Math.floor((rowH - 12) / 1.5);
  const top = (OG_HEIGHT - count * rowH) / 2 + 20;
  const drawn = rows.map((row, r) => row.map((card, k) => cardAt(card, 540 + k * (width + 12), top + r * rowH, width)).join('')).join('');
  return frame(heading + drawn);
}
