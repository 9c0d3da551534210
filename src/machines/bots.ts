// Bots that can drive any seat: a seeded random bot and a simple heuristic bot.
// A bot sees only what its player may see (own hand, the table, open plays) and
// answers with legal moves; the engine still checks every move.
import {
  bullheads, findTargets, isSpecialChoice, mulberry32, placesIn, totalBullheads, VARIANTS,
  type Card, type Decision, type Choice, type SpecialRound, type Options, type Player,
  type Random, type Row, type SpecialPlay, type VariantId,
} from '../engine/index.ts';
import { cheapestRow, placementCost, specialPlays } from '../policy/index.ts';

/** What a player may see when it is their move. */
export interface BotView {
  readonly variant: VariantId;
  readonly options: Options;
  readonly player: Player;
  readonly hand: readonly Card[];
  readonly rows: readonly Row[];
  /** Cards already laid open this turn (offen: earlier players' plays; hidden variants: empty). */
  readonly openPlays: Readonly<Record<Player, readonly Card[]>>;
  /** jubilaeum, at a decision: the table with its special cards and everyone's special cards in hand. */
  readonly table?: SpecialRound;
  /** Everyone at the table in seat order (the strong bot needs it to know how many hands are out). */
  readonly players?: readonly Player[];
  /**
   * Number cards laid open earlier this round: the start rows and every card revealed in earlier turns,
   * taken ones too (what a player at the table has seen). The strong bot plays better with it.
   */
  readonly seen?: readonly Card[];
  /** Earlier turns of this round: the rows as they lay when the cards were revealed, and who played what. */
  readonly history?: readonly BotTurn[];
}

/** One earlier turn as everyone at the table saw it. */
export interface BotTurn {
  readonly rows: readonly Row[];
  readonly plays: Readonly<Record<Player, readonly Card[]>>;
}

export interface Bot {
  /** Logik / Turnier: take one card from the open deck. */
  pick(view: BotView, pool: readonly Card[]): Card;
  /** The cards to play this turn: one; two in raffiniert; one or two in hand. */
  play(view: BotView): Card[];
  /** Answer a decision this player must make. */
  decide(view: BotView, decision: Decision): Choice;
}

type SpecialDecision = Extract<Decision, { kind: 'special' }>;

/** jubilaeum: the special plays the engine accepts with the card on this table, each with what the card then costs. */
function specialOptions(view: BotView, d: SpecialDecision): { special: SpecialPlay; cost: number }[] {
  const table = view.table;
  if (!table) return [];
  return [...new Set(d.held)].flatMap((type) => specialPlays(type, table, d.card, view.hand, [d.card]).flatMap((special) => {
    const tried = placementCost(table, d.player, d.card, special);
    return tried.ok ? [{ special, cost: tried.value }] : [];
  }));
}

const pickOne = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** Uniformly random legal moves from a seeded source. */
export function randomBot(seed: number): Bot {
  const random = mulberry32(seed);
  return {
    pick: (_view, pool) => pickOne(pool, random),
    play(view) {
      const hand = view.hand.slice();
      const take = () => hand.splice(Math.floor(random() * hand.length), 1)[0] as Card;
      const style = VARIANTS[view.variant].playStyle;
      if (style === 'pairs') return [take(), take()];
      if (style === 'sequential' && hand.length > 1 && random() < 0.5) return [take(), take()];
      return [take()];
    },
    decide(view, d) {
      switch (d.kind) {
        case 'takeRow': return { card: d.card, takeRow: pickOne(d.rows, random) };
        case 'tie': {
          const o = pickOne(d.options, random);
          return { card: d.card, row: o.row, side: o.side };
        }
        case 'order': return { player: d.player, order: random() < 0.5 ? d.cards : [...d.cards].reverse() };
        case 'toHand': return { player: d.player, toHand: d.cards.filter(() => random() < 0.5).slice(0, d.max) };
        case 'swap': return { player: d.player, swap: random() < 0.5 ? pickOne(d.held, random) : null };
        case 'special': {
          if (random() >= 0.3) return { player: d.player, card: d.card, special: null };
          const options = specialOptions(view, d);
          return { player: d.player, card: d.card, special: options.length ? pickOne(options, random).special : null };
        }
      }
    },
  };
}

/**
 * How risky a card is on this table, roughly in bullheads: a card for a full row takes it;
 * a low card takes the cheapest row; otherwise the wider the gap to the row's end and the
 * fewer places left, the likelier other cards fill the row first.
 */
export function risk(view: BotView, card: Card): number {
  const rules = VARIANTS[view.variant];
  const targets = findTargets(view.rows, card, rules);
  if (targets.length === 0) return Math.min(...view.rows.map((r) => totalBullheads(r))) + 0.5;
  let best = Infinity;
  for (const t of targets) {
    const row = view.rows[t.row] as Row;
    if (t.stack) return 0;
    const free = view.options.rowLength - placesIn(row, rules.stacks);
    const end = t.side === 'right' ? (row[row.length - 1] as Card) : (row[0] as Card);
    const gap = Math.abs(card - end);
    const r = free <= 0 ? totalBullheads(row) + 1 : (gap / 10) * ((view.options.rowLength - free + 1) / view.options.rowLength) / free;
    best = Math.min(best, r);
  }
  return best;
}

/** Play the least risky card(s), take the cheapest row, keep nothing that counts double. */
export function heuristicBot(): Bot {
  return {
    pick(_view, pool) {
      // few bullheads, and away from the very low cards that must take a row
      let best = pool[0] as Card;
      let bestScore = Infinity;
      for (const c of pool) {
        const score = bullheads(c) * 10 + (c < 10 ? 10 - c : 0);
        if (score < bestScore) [best, bestScore] = [c, score];
      }
      return best;
    },
    play(view) {
      const ranked = view.hand.map((c) => ({ c, r: risk(view, c) })).sort((a, b) => a.r - b.r || a.c - b.c);
      const style = VARIANTS[view.variant].playStyle;
      const first = ranked[0]?.c as Card;
      const second = ranked[1];
      if (style === 'pairs') return [first, second?.c as Card];
      // hand: two safe cards empty the hand faster, which ends the game on our terms
      if (style === 'sequential' && second && second.r < 0.3 && (ranked[0]?.r ?? 1) < 0.3) return [first, second.c];
      return [first];
    },
    decide(view, d) {
      switch (d.kind) {
        case 'takeRow': return { card: d.card, takeRow: cheapestRow(view.rows, d.rows, true) };
        case 'tie': {
          // the tied place in the row with most room left
          const o = d.options.reduce((a, b) => ((view.rows[b.row - 1]?.length ?? 0) < (view.rows[a.row - 1]?.length ?? 0) ? b : a));
          return { card: d.card, row: o.row, side: o.side };
        }
        case 'order': return { player: d.player, order: [...d.cards].sort((a, b) => risk(view, a) - risk(view, b)) };
        case 'toHand': return { player: d.player, toHand: [] };
        case 'swap': return { player: d.player, swap: null };
        case 'special': {
          // spend a special card only where it saves at least two bullheads on this table
          const plain = view.table ? placementCost(view.table, d.player, d.card, null) : null;
          const without = plain?.ok ? plain.value : Infinity;
          if (without === 0) return { player: d.player, card: d.card, special: null };
          const best = specialOptions(view, d).reduce<{ special: SpecialPlay; cost: number } | null>((a, b) => (!a || b.cost < a.cost ? b : a), null);
          return { player: d.player, card: d.card, special: best && best.cost <= without - 2 ? best.special : null };
        }
      }
    },
  };
}

export type BotKind = 'random' | 'heuristic';

export function makeBot(kind: BotKind, seed: number): Bot {
  return keepingItsWord(kind === 'random' ? randomBot(seed) : heuristicBot());
}

/**
 * jubilaeum: a low card played with Negative = Positive must take the row that holds the card turned
 * positive, so the bot remembers that card and takes its row when asked (its answer is its own, not a rule).
 */
function keepingItsWord(bot: Bot): Bot {
  let promised: { card: Card; positive: Card } | null = null;
  return {
    pick: (view, pool) => bot.pick(view, pool),
    play(view) {
      promised = null;
      return bot.play(view);
    },
    decide(view, d) {
      if (d.kind === 'takeRow' && promised?.card === d.card) {
        const positive = promised.positive;
        const row = view.rows.findIndex((r) => r.includes(positive)) + 1;
        if (d.rows.includes(row)) return { card: d.card, takeRow: row };
      }
      const c = bot.decide(view, d);
      if (d.kind === 'special' && isSpecialChoice(c) && c.special?.type === 'negativePositive') promised = { card: d.card, positive: c.special.card };
      return c;
    },
  };
}
