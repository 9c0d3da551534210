// Captions of the Anniversary board: what a special card did and which rule of the variant
// decided, worded from the page's catalog. Number-card steps reuse the board's own captions.
import { totalBullheads } from '../../engine/cards.ts';
import { numberCards, type TableRow } from '../../engine/specials.ts';
import { bullheadsText } from '../../i18n/card.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import { CAPTION_KEYS, caption, joinNames, type CaptionContext } from './captions.ts';
import { SPECIAL_NAME_KEYS, specialName } from './special-names.ts';

export const SPECIAL_CAPTION_KEYS = [
  ...CAPTION_KEYS, ...SPECIAL_NAME_KEYS,
  'board.special.rowRef', 'board.special.between', 'board.special.start', 'board.special.end', 'board.special.revealHint',
  'board.special.cap.fifthRow', 'board.special.cap.sevenNimmt', 'board.special.cap.sevenNimmtFull',
  'board.special.cap.insert', 'board.special.cap.insertFull', 'board.special.cap.insertFullFifth', 'board.special.cap.replace', 'board.special.cap.shift',
  'board.special.cap.stop', 'board.special.cap.negativePositive', 'board.special.cap.negativePositiveFloor',
  'board.special.cap.placeFifth', 'board.special.cap.placeInsert', 'board.special.cap.takeInsert', 'board.special.cap.takeInsertFifth',
  'board.special.cap.swap', 'board.special.cap.swapReshuffled', 'board.special.cap.removeStops', 'board.special.cap.takeOwn', 'board.special.cap.removeRow',
  'board.special.stopped', 'board.special.stoppedTake', 'board.special.sevenHeld',
] as const;
export type SpecialCaptionKey = (typeof SPECIAL_CAPTION_KEYS)[number];
export type SpecialCaptionMessages = Record<SpecialCaptionKey, string>;
export { specialName };

/** Where a card lies among its new neighbours: between two, at the start, at the end. */
function placeText(m: SpecialCaptionMessages, between: readonly [number | null, number | null] | undefined): string {
  const [a, b] = between ?? [null, null];
  if (a === null) return format(m['board.special.start'], { b: b ?? '' });
  if (b === null) return format(m['board.special.end'], { a });
  return format(m['board.special.between'], { a, b });
}

/** "row 2 and row 3" (a plural-free list that reads well in every language). */
const rowList = (m: SpecialCaptionMessages, rows: readonly number[]) => joinNames(m, rows.map((row) => format(m['board.special.rowRef'], { row })));

/** The Stop rows of a table (from 1). */
const stoppedRows = (rows: readonly TableRow[]): number[] => rows.flatMap((r, i) => (r.includes('stop') ? [i + 1] : []));

/** The caption of one board step with special cards (`step.specials`) in the catalog's language. */
export function specialCaption(m: SpecialCaptionMessages, step: BoardStep, steps: readonly BoardStep[], board: CaptionContext): string {
  const t = (key: SpecialCaptionKey, params?: Params) => format(m[key], params);
  const core = (ctx: CaptionContext = board) => caption(m, step, ctx);
  const e = step.explanation;
  const before = step.specials?.before ?? step.rows;
  if (step.kind === 'reveal') {
    const holds = Object.values(step.specials?.hands ?? {}).some((h) => h.length > 0);
    return holds ? `${core()} ${t('board.special.revealHint')}` : core();
  }
  if (!e) return core();
  switch (e.kind) {
    case 'place': {
      if (!('stopped' in e)) return core();
      const extra: string[] = [];
      // Only a Stop that kept the card out is worth a word: a row whose last card is lower, where it could have gone.
      const keptOut = e.stopped.filter((row) => (numberCards(before[row - 1] ?? []).pop() ?? Infinity) < e.card);
      if (keptOut.length) extra.push(t('board.special.stopped', { rows: rowList(m, keptOut) }));
      if (e.sevenNimmt) extra.push(t('board.special.sevenHeld', { row: e.row, name: specialName(m, 'sevenNimmt') }));
      return [core(), ...extra].join(' ');
    }
    case 'take': {
      // The card before this one in the same turn tells whether Insert made the take; the one after
      // whether a 5th Row ends with it (then the taker's own card goes along and the row is removed).
      const prev = steps[steps.indexOf(step) - 1]?.explanation;
      const next = steps[steps.indexOf(step) + 1]?.explanation;
      if (prev?.kind === 'special' && prev.rule === 'insertFull' && prev.row === e.row && next?.kind === 'remove-row') {
        return t('board.special.cap.takeInsertFifth', {
          name: specialName(m, 'insert'), players: joinNames(m, e.players), row: e.row, cards: e.cards.join(', '), bullheads: bullheadsText(m, e.bullheads),
        });
      }
      if (prev?.kind === 'special' && prev.rule === 'insertFull' && prev.row === e.row) {
        const high = numberCards(before[e.row - 1] ?? []).pop() ?? '';
        return t('board.special.cap.takeInsert', {
          name: specialName(m, 'insert'), players: joinNames(m, e.players), row: e.row, cards: e.cards.join(', '),
          bullheads: bullheadsText(m, e.bullheads), high,
        });
      }
      // While a 5th Row lies, the taker's own card goes along (the next step removes the row):
      // list the row's cards apart from it, so the card never reads as part of the row.
      if (next?.kind === 'remove-row') {
        const rowCards = e.cards.filter((c) => c !== next.card);
        const rowOnly = { ...step, explanation: { ...e, cards: rowCards, bullheads: totalBullheads(rowCards) } };
        const ctx = e.reason === 'full-row' ? { ...board, rowLength: rowCards.length } : board;
        const text = caption(m, rowOnly, ctx);
        return `${text} ${t('board.special.cap.takeOwn', { player: next.player, card: next.card, bullheads: bullheadsText(m, e.bullheads) })}`;
      }
      // 7 nimmt! lets a row hold six: the taking card is the seventh then.
      const text = core(e.reason === 'full-row' ? { ...board, rowLength: e.cards.length } : board);
      const stops = stoppedRows(before);
      return e.reason === 'low-card' && stops.length ? `${text} ${t('board.special.stoppedTake', { rows: rowList(m, stops), name: specialName(m, 'stop') })}` : text;
    }
    case 'special': {
      const base = { player: e.player, card: e.card, row: e.row ?? '', name: specialName(m, e.special), places: e.placesBefore ?? 0 };
      switch (e.rule) {
        case 'fifthRow':
          return t('board.special.cap.fifthRow', base);
        case 'sevenNimmt':
          return t('board.special.cap.sevenNimmt', base);
        case 'sevenNimmtFull':
          return t('board.special.cap.sevenNimmtFull', base);
        case 'insert':
          return t('board.special.cap.insert', { ...base, place: placeText(m, e.between) });
        case 'insertFull': {
          const high = numberCards(before[(e.row ?? 1) - 1] ?? []).pop() ?? '';
          // Five rows lie: the take ends the 5th Row, so the whole row goes, nothing stays behind.
          if (before.length === 5) return t('board.special.cap.insertFullFifth', { ...base, place: placeText(m, e.between) });
          return t('board.special.cap.insertFull', { ...base, place: placeText(m, e.between), high });
        }
        case 'replace':
          return t('board.special.cap.replace', { ...base, replacement: e.replacement ?? '' });
        case 'shift':
          return t('board.special.cap.shift', { ...base, moved: e.moved ?? '', from: e.fromRow ?? '', place: placeText(m, e.between) });
        case 'stop':
          return t('board.special.cap.stop', { ...base, stops: e.stopsBefore + 1, max: 2 });
        case 'negativePositive':
        case 'negativePositiveFloor': {
          const p = e.points ?? { before: 0, row: 0, card: 0, after: 0 };
          return t(e.rule === 'negativePositive' ? 'board.special.cap.negativePositive' : 'board.special.cap.negativePositiveFloor', {
            ...base, positive: e.positive ?? '', before: p.before, rowPoints: p.row, cardPoints: p.card, after: p.after, raw: e.raw ?? p.after,
          });
        }
      }
    }
    case 'special-place':
      return e.special === 'fifthRow'
        ? t('board.special.cap.placeFifth', { player: e.player, card: e.card, row: e.row })
        : t('board.special.cap.placeInsert', { player: e.player, card: e.card, row: e.row, position: e.position });
    case 'swap':
      return t(e.reshuffled ? 'board.special.cap.swapReshuffled' : 'board.special.cap.swap', {
        player: e.player, gave: specialName(m, e.gave), drew: specialName(m, e.drew), left: e.deckLeft,
      });
    case 'remove-stops':
      return t('board.special.cap.removeStops', { player: e.player, rows: rowList(m, e.rows), name: specialName(m, 'stop') });
    case 'remove-row':
      return t('board.special.cap.removeRow', { player: e.player, card: e.card, row: e.row, left: e.rowsLeft, name: specialName(m, 'fifthRow') });
    default:
      return core();
  }
}
