// Captions of the example board: each step's explanation data worded from the page's catalog.
import { totalBullheads, type Card } from '../../engine/cards.ts';
import type { Candidate } from '../../engine/placement.ts';
import type { Replay } from '../../engine/replay.ts';
import type { Player, VariantId } from '../../engine/types.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { bullheadsText, CARD_MESSAGE_KEYS } from '../../i18n/card.ts';
import { format, joinList, type Params } from '../../i18n/format.ts';
import type { BoardStep } from '../../machines/board-model.ts';

export const CAPTION_KEYS = [
  ...CARD_MESSAGE_KEYS,
  'board.and', 'board.nth', 'board.side.left', 'board.side.right', 'board.play',
  'board.cap.hidden', 'board.cap.hiddenPairs', 'board.cap.laidFirst', 'board.cap.laid', 'board.cap.revealOpen', 'board.cap.reveal', 'board.cap.revealPairs', 'board.cap.revealHand', 'board.cap.revealHandOne',
  'board.cap.diff', 'board.cap.candidate', 'board.cap.candidateLeft', 'board.cap.candidateRight',
  'board.cap.rule1', 'board.cap.rule1Side', 'board.cap.rule2', 'board.cap.rule2Side', 'board.cap.tie', 'board.cap.stack',
  'board.cap.take3', 'board.cap.take3Shared', 'board.cap.take4', 'board.cap.take4Side', 'board.cap.take4Shared',
  'board.cap.cheapest', 'board.cap.keep', 'board.cap.keepNone', 'board.cap.after3', 'board.cap.after3Only', 'board.cap.after3Side', 'board.cap.after4', 'board.cap.order',
] as const;
export type CaptionKey = (typeof CAPTION_KEYS)[number];
export type CaptionMessages = Record<CaptionKey, string>;

/** What a caption needs besides the step: how the variant plays and how long a row is. */
export interface CaptionContext {
  readonly playStyle: 'simultaneous' | 'pairs' | 'sequential';
  /** Places in a row; the card after them takes (5 in "6 nimmt"). */
  readonly rowLength: number;
  /** Profi: name the end of the row. */
  readonly bothEnds: boolean;
  /** Offen: the cards are laid face up, one player after another. */
  readonly open: boolean;
  /** The number of the scenario's first turn (an example may start mid-hand). */
  readonly firstTurn: number;
}

/** How a variant's captions read, with `rowLength` places in a row and turns counted from `firstTurn`. */
export function contextFor(variant: VariantId, rowLength: number, firstTurn = 1): CaptionContext {
  const rules = VARIANTS[variant];
  return { playStyle: rules.playStyle, rowLength, bothEnds: rules.bothEnds, open: rules.markerCard, firstTurn };
}

/** How a replayed scenario's captions read. */
export function captionContext(replay: Replay): CaptionContext {
  return contextFor(replay.scenario.variant, replay.options.rowLength, replay.scenario.firstTurn);
}

/** "Anna", "Anna and Ben", "Anna, Ben and Cor". */
export function joinNames(m: CaptionMessages, names: readonly string[]): string {
  return joinList(m['board.and'], names);
}

function diffText(m: CaptionMessages, card: Card, c: Candidate): string {
  const [high, low] = c.side === 'left' ? [c.last, card] : [card, c.last];
  return format(m['board.cap.diff'], { high, low, diff: c.diff });
}

function candidateList(m: CaptionMessages, card: Card, list: readonly Candidate[], sides: boolean): string {
  return list
    .map((c) => format(m[!sides ? 'board.cap.candidate' : c.side === 'left' ? 'board.cap.candidateLeft' : 'board.cap.candidateRight'], { row: c.row, diff: diffText(m, card, c) }))
    .join('; ');
}

const playList = (m: CaptionMessages, plays: readonly { player: Player; card: Card }[]) =>
  plays.map((p) => format(m['board.play'], { card: p.card, player: p.player })).join(', ');

/** Pairs grouped by player, in placement order: "Ben (3, 40), Anna (12, 7)". */
function pairList(plays: readonly { player: Player; card: Card }[]): string {
  const groups: { player: Player; cards: Card[] }[] = [];
  for (const p of plays) {
    const g = groups.find((x) => x.player === p.player);
    if (g) g.cards.push(p.card);
    else groups.push({ player: p.player, cards: [p.card] });
  }
  return groups.map((g) => `${g.player} (${g.cards.join(', ')})`).join(', ');
}

/** The caption of one board step in the catalog's language. */
export function caption(m: CaptionMessages, step: BoardStep, ctx: CaptionContext): string {
  const t = (key: CaptionKey, params?: Params) => format(m[key], params);
  const turn = step.turn + ctx.firstTurn;
  if (step.kind === 'hidden') return t(ctx.playStyle === 'pairs' ? 'board.cap.hiddenPairs' : 'board.cap.hidden', { turn });
  if (step.kind === 'laid') {
    const last = step.plays[step.plays.length - 1];
    const params = { turn, player: last?.player ?? '', card: last?.card ?? '' };
    return t(step.plays.length === 1 ? 'board.cap.laidFirst' : 'board.cap.laid', params);
  }
  if (step.kind === 'reveal') {
    if (ctx.playStyle === 'sequential') {
      return t(step.plays.length === 1 ? 'board.cap.revealHandOne' : 'board.cap.revealHand', { turn, player: step.plays[0]?.player ?? '', cards: joinNames(m, step.plays.map((p) => String(p.card))) });
    }
    if (ctx.playStyle === 'pairs') return t('board.cap.revealPairs', { plays: pairList(step.plays) });
    return t(ctx.open ? 'board.cap.revealOpen' : 'board.cap.reveal', { plays: playList(m, step.plays) });
  }
  const e = step.explanation;
  if (!e) return '';
  if (e.kind === 'order') return t('board.cap.order', { player: e.player, first: e.cards[0] ?? '', second: e.cards[1] ?? '' });
  if (e.kind === 'take') {
    const shared = e.players.length > 1;
    // Both Ends: a low card is one that fits neither end of any row, not one below every last card.
    const low = shared ? 'board.cap.take4Shared' : ctx.bothEnds ? 'board.cap.take4Side' : 'board.cap.take4';
    const key = e.reason === 'full-row' ? (shared ? 'board.cap.take3Shared' : 'board.cap.take3') : low;
    const text = t(key, {
      nth: t('board.nth', { n: ctx.rowLength + 1 }),
      players: joinNames(m, e.players),
      row: e.row,
      cards: e.cards.join(', '),
      bullheads: bullheadsText(m, e.bullheads),
      points: e.points,
      card: step.cause?.card ?? '',
    });
    // A row of choice: say when it was the cheapest, the reason a player picks it. (With special cards a cheaper
    // row may have been out of reach, under a Stop: nothing is said there.)
    const others = step.rows.filter((_, i) => i !== e.row - 1);
    const cheapest = e.reason !== 'full-row' && !step.specials && others.length > 0 && others.every((row) => totalBullheads(row) >= e.bullheads);
    const said = cheapest ? `${text} ${t('board.cap.cheapest')}` : text;
    if (!e.toHand) return said;
    const keeper = e.players[0] ?? '';
    const kept = e.toHand.length ? t('board.cap.keep', { player: keeper, cards: joinNames(m, e.toHand.map(String)) }) : t('board.cap.keepNone', { player: keeper });
    return `${said} ${kept}`;
  }
  if (e.kind !== 'place') return ''; // special cards' steps are worded by special-captions.ts
  const side = m[`board.side.${e.side}`];
  const base = { card: e.card, player: e.player, row: e.row, side };
  const chosen = e.candidates.find((c) => c.row === e.row && c.side === e.side);
  switch (e.rule) {
    case 'rule1':
      return t(ctx.bothEnds ? 'board.cap.rule1Side' : 'board.cap.rule1', { ...base, last: chosen?.last ?? '' });
    case 'rule2':
      return t(ctx.bothEnds ? 'board.cap.rule2Side' : 'board.cap.rule2', {
        ...base,
        diff: chosen ? diffText(m, e.card, chosen) : '',
        candidates: candidateList(m, e.card, e.candidates, ctx.bothEnds),
      });
    case 'tie': {
      const best = Math.min(...e.candidates.map((c) => c.diff));
      return t('board.cap.tie', { ...base, candidates: candidateList(m, e.card, e.candidates.filter((c) => c.diff === best), true) });
    }
    case 'stack':
      return t('board.cap.stack', base);
    case 'rule3':
      // Why the card went to the full row: the only row it fitted (Rule 1), or the Rule 2 comparison it made before the take.
      if (!ctx.bothEnds && e.candidates.length === 1) return t('board.cap.after3Only', { ...base, last: chosen?.last ?? '' });
      return t(ctx.bothEnds ? 'board.cap.after3Side' : 'board.cap.after3', { ...base, candidates: candidateList(m, e.card, e.candidates, ctx.bothEnds) });
    case 'rule4':
      return t('board.cap.after4', base);
  }
}

/** The rule a step is decided by, for highlighting and tests: 1-4, or null (no rule, e.g. a reveal). */
export function ruleOf(step: BoardStep): 1 | 2 | 3 | 4 | null {
  const e = step.explanation;
  if (!e || (e.kind !== 'take' && e.kind !== 'place')) return null;
  if (e.kind === 'take') return e.reason === 'full-row' ? 3 : 4;
  switch (e.rule) {
    case 'rule1':
      return 1;
    case 'rule2':
    case 'tie':
      return 2;
    case 'rule3':
      return 3;
    case 'rule4':
      return 4;
    case 'stack':
      return null;
  }
}
