// The play page's game loop without a page: every variant played to its end through due(), with the
// reader's seat answered like a bot's, so every state the page waits in is one due() knows.
import { describe, expect, it } from 'vitest';
import { isSpecialRound } from '../../../src/engine/index.ts';
import { MACHINE_VARIANTS } from '../../../src/machines/game.ts';
import { answerEvent } from '../../../src/machines/simulate.ts';
import { botAnswer } from '../../../src/islands/play/bot-answer.ts';
import { due, type BotAsk } from '../../../src/islands/play/due.ts';
import { Session } from '../../../src/islands/play/session.ts';
import { DEFAULT_SETUP, parseSetup, seatNames, setupQuery, type PlaySetup } from '../../../src/islands/play/setup.ts';
import type { BotView } from '../../../src/machines/bots.ts';

const BOTS = ['Anna', 'Ben', 'Cor', 'Dana', 'Emil'];

/** Play the session to its end; the reader's seat is asked as a heuristic bot would be. */
function playOut(s: Session): { over: boolean; steps: number } {
  const humans = s.humans;
  let steps = 0;
  for (; steps < 5000; steps++) {
    const snap = s.actor.getSnapshot();
    const d = due(snap, humans);
    if (d.kind === 'over' || d.kind === 'invalid') return { over: d.kind === 'over', steps };
    let ask: BotAsk | null = null;
    let player = '';
    if (d.kind === 'bot') [ask, player] = [d.ask, d.player];
    else if (d.kind === 'step' || d.kind === 'roundOver') {
      expect(s.send({ type: 'NEXT' })).toBe(true);
      continue;
    } else {
      const ctx = snap.context;
      const round = d.kind === 'decide' ? d.table : ctx.round;
      const hand = d.kind === 'pick' ? ctx.picking?.hands[d.player] ?? [] : round?.hands[d.player] ?? [];
      const view: BotView = { variant: ctx.variant, options: ctx.options, player: d.player, hand, rows: round?.rows ?? [], openPlays: ctx.plays, ...(d.kind === 'decide' && isSpecialRound(d.table) ? { table: d.table } : {}) };
      player = d.player;
      ask = d.kind === 'pick' ? { type: 'pick', view, pool: d.pool } : d.kind === 'play' ? { type: 'play', view } : { type: 'decide', view, decision: d.decision };
    }
    const reply = botAnswer({ id: steps, game: 'test', level: 'heuristic', seed: 3, player, ask });
    if (!('move' in reply)) throw new Error(reply.failed);
    const m = reply.move;
    const event = 'pick' in m ? { type: 'PICK' as const, player, card: m.pick } : 'play' in m ? { type: 'PLAY' as const, player, cards: m.play } : answerEvent(player, m.choice);
    expect(s.send(event), JSON.stringify(snap.context.error ?? s.actor.getSnapshot().context.error)).toBe(true);
  }
  return { over: false, steps };
}

describe('a hand of every variant through the play page loop', () => {
  for (const variant of MACHINE_VARIANTS) {
    it(`${variant}: one hand to its results`, () => {
      const setup: PlaySetup = { ...DEFAULT_SETUP, variant, players: 4, seed: 7, hands: 1 };
      const players = seatNames('Robin', BOTS, 4);
      const s = new Session(setup, players, new Set(['Robin']));
      const { over } = playOut(s);
      expect(over).toBe(true);
      const ctx = s.actor.getSnapshot().context;
      expect(ctx.roundScores).toHaveLength(1);
      // every turn's notes start with its reveal
      expect(s.notes[0]?.kind).toBe('reveal');
      // the reload: the same set-up and log give the same scores
      const again = new Session(setup, players, new Set(['Robin']));
      expect(again.replay(s.log)).toBe(true);
      expect(again.actor.getSnapshot().context.totals).toEqual(ctx.totals);
      expect(again.actor.getSnapshot().status).toBe('done');
    });
  }
});

describe('what an event shows moving', () => {
  it('fresh is the note the event added (a card placed, a row taken), or null when it added none', () => {
    const s = new Session({ ...DEFAULT_SETUP, variant: 'basic', players: 4, seed: 7, hands: 1 }, seatNames('Robin', BOTS, 4), new Set(['Robin']));
    const shown = { place: 0, take: 0 };
    const send = s.send.bind(s);
    s.send = (event) => {
      const before = s.notes.length;
      const okay = send(event);
      if (s.notes.length > before) expect(s.fresh).toBe(s.notes[s.notes.length - 1]);
      else expect(s.fresh).toBeNull();
      const kind = s.fresh?.kind === 'event' ? s.fresh.explanation.kind : null;
      if (kind === 'place' || kind === 'take') shown[kind] += 1;
      return okay;
    };
    expect(playOut(s).over).toBe(true);
    // 4 players, 10 turns: each of the 40 cards played goes into a row (after a take, too)
    expect(shown.place).toBe(40);
    expect(shown.take).toBeGreaterThan(0);
  });
});

describe('set-up from the address', () => {
  it('reads the issue example and writes it back', () => {
    const r = parseSetup(new URLSearchParams('variant=basic&players=4&seed=7&level=strong&hands=1'));
    expect(r).toEqual({ ok: true, setup: { ...DEFAULT_SETUP, variant: 'basic', players: 4, seed: 7, level: 'strong', hands: 1 } });
    if (r?.ok) expect(parseSetup(new URLSearchParams(setupQuery(r.setup)))).toEqual(r);
  });
  it('names each bad parameter with the allowed range', () => {
    const r = parseSetup(new URLSearchParams('variant=chess&players=99&seed=x&level=god&hands=0'));
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.problems.map((p) => p.param)).toEqual(['variant', 'level', 'players', 'seed', 'hands']);
  });
  it('seats Doppel up to 20 with two decks and the Anniversary only at its own table', () => {
    expect(parseSetup(new URLSearchParams('variant=doppel&players=20'))?.ok).toBe(true);
    expect(parseSetup(new URLSearchParams('variant=doppel&players=21'))).toMatchObject({ ok: false, problems: [{ param: 'players', max: 20 }] });
    expect(parseSetup(new URLSearchParams('variant=jubilaeum&rows=3'))).toMatchObject({ ok: false, problems: [{ param: 'table' }] });
    const jubilaeum = parseSetup(new URLSearchParams('variant=jubilaeum&rows=3'));
    expect(jubilaeum && !jubilaeum.ok ? jubilaeum.problems[0]?.cards : 'no problem').toBeUndefined();
    // A table the deck cannot deal says how many cards it needs: 10 hands of 10 and 5 rows take 105 of the 104.
    expect(parseSetup(new URLSearchParams('variant=basic&players=10&rows=5'))).toMatchObject({ ok: false, problems: [{ param: 'table', cards: { players: 10, hand: 10, rows: 5, need: 105, deck: 104 } }] });
  });
  it('seats up to everyone at the table as people (pass and play)', () => {
    const r = parseSetup(new URLSearchParams('variant=basic&players=3&humans=2'));
    expect(r).toMatchObject({ ok: true, setup: { humans: 2 } });
    if (r?.ok) expect(setupQuery(r.setup)).toContain('humans=2');
    expect(parseSetup(new URLSearchParams('variant=basic&players=3&humans=4'))).toMatchObject({ ok: false, problems: [{ param: 'humans', max: 3 }] });
  });
  it('has no set-up without a variant', () => {
    expect(parseSetup(new URLSearchParams('seed=3'))).toBeNull();
  });
});
