// One board step as a standalone SVG image (for slides and handouts), drawn with the site's own
// Card component so an exported card looks like the card on the page. No DOM needed: the card's
// virtual nodes are written out as markup here, so it works in unit tests and in the island.
import type { Card as CardValue } from '../engine/cards.ts';
import type { SpecialType } from '../engine/specials.ts';
import type { Player } from '../engine/types.ts';
import { Card, CardBack } from '../components/Card.tsx';
import { SPECIAL_MARKS } from '../islands/board/parts.tsx';
import type { BoardStep } from '../machines/board-model.ts';
import { escapeHtml } from '../utils/html.ts';

/** Exported images are this wide (the PNG too), whatever the row length. */
export const EXPORT_WIDTH = 1200;
const CARD_W = 80;
const CARD_H = 120;
const GAP = 12;
const LEFT = 140;
const TOP = 80;
const ROW_H = CARD_H + 24;


interface VNodeLike {
  type: unknown;
  props: Record<string, unknown> & { children?: unknown };
}

/** Write a Preact element tree (plain SVG elements and function components) as XML. */
export function markup(node: unknown): string {
  if (node === null || node === undefined || node === false || node === true) return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(markup).join('');
  const v = node as VNodeLike;
  if (typeof v.type === 'function') return markup((v.type as (p: unknown) => unknown)(v.props));
  if (typeof v.type !== 'string') return '';
  const { children, ...attrs } = v.props;
  const list = Object.entries(attrs)
    .filter(([k, value]) => k !== 'key' && value !== undefined && value !== null && value !== false)
    .map(([k, value]) => ` ${k === 'className' ? 'class' : k}="${escapeHtml(String(value))}"`)
    .join('');
  return `<${v.type}${list}>${markup(children)}</${v.type}>`;
}

export interface SvgText {
  /** "Turn 2, step 5" in the editor's language. */
  readonly title: string;
  /** "Row {row}" */
  readonly row: (row: number) => string;
  /** Accessible card name, e.g. "Card 55, 7 bullheads". */
  readonly card: (card: CardValue) => string;
  /** "Cards played this turn"; a face-down card's name. */
  readonly played: string;
  readonly faceDown: (player: Player) => string;
  /** A special card's name ("Stop"), for the Anniversary's special cards lying with a row. */
  readonly special: (type: SpecialType) => string;
}

/** A card's own 60 x 90 drawing (face or the site's card back), scaled into the export's card box. */
function placed(drawing: string, x: number, y: number): string {
  return drawing.replace('<svg ', `<svg x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" `);
}

function cardAt(value: CardValue, x: number, y: number, label: string): string {
  return placed(markup(Card({ value, label, standalone: true })), x, y);
}

function backAt(x: number, y: number, label: string): string {
  return placed(markup(CardBack({ label })), x, y);
}

/** A special card as on the board: dark face, its mark, its name written under it. */
function specialAt(type: SpecialType, x: number, y: number, name: string): string {
  const mark = markup(SPECIAL_MARKS[type]?.()).replace(/^/, `<svg x="${x + 16}" y="${y + 16}" width="48" height="48" viewBox="0 0 40 40">`) + '</svg>';
  return `<g data-special="${escapeHtml(type)}" role="img" aria-label="${escapeHtml(name)}"><rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="8" fill="#2c2f48"/>${mark}`
    + `<text x="${x + CARD_W / 2}" y="${y + CARD_H - 22}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="13" fill="#ffe7a8">${escapeHtml(name)}</text></g>`;
}

/** The height of the image of a step with `rows` rows. */
export function svgHeight(rows: number): number {
  return TOP + rows * ROW_H + 40 + CARD_H + 40;
}

/**
 * A step as SVG: the rows (every card with `data-card`), then the turn's cards not yet placed,
 * face down while the turn is hidden. Names are written as text, never as markup.
 */
export function stepSvg(step: BoardStep, text: SvgText): string {
  const height = svgHeight(step.rows.length);
  const parts: string[] = [];
  parts.push(`<rect width="${EXPORT_WIDTH}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<text x="24" y="48" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#1f2430">${escapeHtml(text.title)}</text>`);
  (step.specials?.table ?? step.rows).forEach((row, i) => {
    const y = TOP + i * ROW_H;
    parts.push(`<text x="24" y="${y + CARD_H / 2 + 8}" font-family="system-ui, sans-serif" font-size="24" fill="#1f2430">${escapeHtml(text.row(i + 1))}</text>`);
    row.forEach((card, k) => {
      const x = LEFT + k * (CARD_W + GAP);
      parts.push(typeof card === 'number' ? cardAt(card, x, y, text.card(card)) : specialAt(card, x, y, text.special(card)));
    });
  });
  const waiting = step.plays.slice(step.placed);
  const y = TOP + step.rows.length * ROW_H + 40;
  if (waiting.length) {
    parts.push(`<text x="24" y="${y - 10}" font-family="system-ui, sans-serif" font-size="22" fill="#1f2430">${escapeHtml(text.played)}</text>`);
    const each = Math.min(CARD_W + GAP + 40, (EXPORT_WIDTH - LEFT) / waiting.length);
    waiting.forEach((play: { player: Player; card: CardValue }, k) => {
      const x = LEFT + k * each;
      parts.push(step.kind === 'hidden' ? backAt(x, y + 8, text.faceDown(play.player)) : cardAt(play.card, x, y + 8, text.card(play.card)));
      parts.push(`<text x="${x + CARD_W / 2}" y="${y + CARD_H + 30}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#1f2430">${escapeHtml(play.player)}</text>`);
    });
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${EXPORT_WIDTH}" height="${height}" viewBox="0 0 ${EXPORT_WIDTH} ${height}" role="img" aria-label="${escapeHtml(text.title)}">${parts.join('')}</svg>\n`;
}
