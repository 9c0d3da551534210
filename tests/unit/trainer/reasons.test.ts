import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASONS, reasonText, wrongText } from '../../../src/i18n/trainer/reasons.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { partCount } from '../../../src/trainer/answer.ts';
import { wrong } from './parts.ts';
import { missedTakeRuleKey, ruleKey } from '../../../src/islands/trainer/text.ts';
import { takesOf } from '../../../src/trainer/replay.ts';
import { rightWhy, whereStages } from '../../../src/islands/puzzle/where.ts';
import { en } from '../../../src/i18n/trainer/en.ts';
import { de } from '../../../src/i18n/trainer/de.ts';
import { nl } from '../../../src/i18n/trainer/nl.ts';

const TRAINER = { en, de, nl };

const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);

describe('a wrong answer to a strategy puzzle', () => {
  it('names what the reader overlooked, never the right answer, in every language', () => {
    for (const p of SET.filter((x) => x.reason)) {
      for (let i = 0; i < partCount(p); i++) {
        for (const m of Object.values(REASONS)) {
          const text = wrongText(p, i, wrong(p, i), m);
          expect(text, `${p.id} part ${i}`).toMatch(/\S/);
          expect(text, p.id).not.toMatch(/[{}]|undefined/);
          if (p.answer.kind === 'which-row') expect(text, p.id).not.toMatch(new RegExp(`(Row|Reihe|Rij) ${p.answer.row}\\b`));
        }
      }
    }
  });

  it('the row that looks cheaper: its bullheads now and its cost by the end of the turn', () => {
    const p = SET.find((x) => x.reason?.code === 'row-takes-again') as Puzzle;
    const looks = p.reason?.looksCheaper;
    if (!looks || !p.reason?.again) throw new Error('no row-takes-again puzzle');
    const text = wrongText(p, 0, { kind: 'row', row: looks.row }, REASONS.en);
    expect(text).toContain(`Row ${looks.row} looks cheapest`);
    expect(text).toContain(`card ${p.reason.again}`);
    expect(text).toContain(`${looks.cost} bullhead`);
  });

  it('the runner-up card: what it can cost', () => {
    const p = SET.find((x) => x.kind === 'safe-card' && x.reason?.runnerUp) as Puzzle;
    const runner = p.reason?.runnerUp;
    if (!runner) throw new Error('no runner-up');
    expect(wrongText(p, 0, { kind: 'card', card: runner.option }, REASONS.de)).toContain(`Mit Karte ${runner.option}`);
  });
});

describe('why a card is safest', () => {
  // offen-safe-card-0001: the others' cards lie open (30, 72, 70), so Dirk's 20 costs exactly 5 and his 101 exactly 17.
  it('with the others\' cards laid open a loss is certain: said as a cost, not as a worst case', () => {
    const p = SET.find((x) => x.id === 'offen-safe-card-0001') as Puzzle;
    expect(reasonText(p, REASONS.en)).toBe('Every card takes a row here. Card 20 costs Dirk the least: 5 bullheads. The next best, card 101, costs 17 bullheads.');
    const hidden = SET.find((x) => x.id === 'taktik-safe-card-0001') as Puzzle;
    expect(reasonText(hidden, REASONS.en)).toBe('Every card can take a row here. With card 1, Anna loses 2 bullheads at most. The next best, card 38, can cost 8 bullheads.');
  });
});

describe('why the answer to a special puzzle is best', () => {
  // jubilaeum-special-0035: Eva's 94 fills row 2 (72 77 78 79 81, 9 bullheads); Negative = Positive on 77
  // counts its 5 bullheads plus: 9 - 2 x 5 is below 0, so the take costs 0. Without a special card: 8.
  const p = SET.find((x) => x.id === 'jubilaeum-special-0035') as Puzzle;

  it('names Negative = Positive, the card it counts plus and what that card is worth, in every language', () => {
    expect(p.answer).toEqual({ kind: 'special', card: 94, special: { type: 'negativePositive', card: 77 } });
    expect(reasonText(p, REASONS.en)).toBe('Card 94 takes a row, but Negative = Positive on card 77 makes that card\'s bullheads (5 bullheads) count as plus points. All told, the take costs Eva 0 bullheads. Without a special card, the best play costs 8 bullheads. The best play with card 6 costs 1 bullhead.');
    expect(reasonText(p, REASONS.de)).toBe('Karte 94 nimmt eine Reihe, doch mit Minus = Plus auf Karte 77 zählen die Hornochsen dieser Karte (5 Hornochsen) als Pluspunkte. Unterm Strich kostet das Eva 0 Hornochsen. Ohne Sonderkarte kostet der beste Zug 8 Hornochsen. Der beste Zug mit Karte 6 kostet 1 Hornochse.');
    expect(reasonText(p, REASONS.nl)).toBe('Kaart 94 pakt een rij, maar met Min = Plus op kaart 77 tellen de runderkoppen van die kaart (5 runderkoppen) als pluspunten. Alles bij elkaar kost dat Eva 0 runderkoppen. Zonder speciale kaart kost de beste zet 8 runderkoppen. De beste zet met kaart 6 kost 1 runderkop.');
  });

  it('other special cards: the reason names the special card played', () => {
    const stop = SET.find((x) => x.id === 'jubilaeum-special-0027') as Puzzle;
    expect(reasonText(stop, REASONS.en)).toBe('Card 65 with Stop costs Dirk 0 bullheads. Without a special card, the best play costs 1 bullhead. The best play with card 30 costs 1 bullhead.');
  });
});

describe('the rule note shown with a puzzle', () => {
  const basic = { scenario: { variant: 'basic' as const } };
  it('which-row: the choice’s own rule, not the low card every such puzzle has, nor what else fills up', () => {
    expect(ruleKey({ ...basic, kind: 'which-row', themes: ['low-card'] })).toBe('trainer.rule.which-row');
    expect(ruleKey({ ...basic, kind: 'which-row', themes: ['double-take', 'full-row', 'low-card'] })).toBe('trainer.rule.which-row');
    // basic-which-row-0004: a card of the turn passes a row ending just above it, which is not the choice asked.
    expect(ruleKey({ ...basic, kind: 'which-row', themes: ['low-card', 'rule2-trap'] })).toBe('trainer.rule.which-row');
    expect(ruleKey({ ...basic, kind: 'which-row', themes: ['fewest-cards-trap', 'low-card'] })).toBe('trainer.rule.fewest-cards-trap');
    // Elsewhere a low card or a full row is the lesson itself.
    expect(ruleKey({ ...basic, kind: 'who-takes', themes: ['double-take', 'full-row', 'low-card'] })).toBe('trainer.rule.low-card');
    expect(ruleKey({ ...basic, kind: 'where', themes: ['full-row'] })).toBe('trainer.rule.full-row');
  });

  // basic-who-takes-0001: Anna's low card 8 takes row 2, Finn's 39 is the sixth card of row 1, nobody else takes.
  it('a missed who-takes count: the rule of that player\'s own take', () => {
    const p = SET.find((x) => x.id === 'basic-who-takes-0001') as Puzzle;
    const rulesOf = (player: string) => missedTakeRuleKey(p, takesOf(p).filter((x) => x.player === player).map((x) => x.reason));
    expect([rulesOf('Finn'), rulesOf('Anna'), rulesOf('Ben')]).toEqual(['trainer.rule.full-row', 'trainer.rule.low-card', 'trainer.rule.who-takes']);
    // A puzzle about a variant's own rule (Negative = Positive) keeps that rule.
    expect(missedTakeRuleKey({ ...p, themes: ['negative-positive', 'full-row'] }, ['full-row'])).toBe('trainer.rule.negative-positive');
  });

  it('Both Ends: a card fits no row when it fits neither end of any, and every text about it says so', () => {
    expect(ruleKey({ scenario: { variant: 'profi' }, kind: 'where', themes: ['low-card'] })).toBe('trainer.rule.low-cardBothEnds');
    expect(ruleKey({ ...basic, kind: 'where', themes: ['low-card'] })).toBe('trainer.rule.low-card');
    for (const lang of ['en', 'de', 'nl'] as const) {
      const t = TRAINER[lang];
      // Never "lower than every row end": under Both Ends a card above every first card fits no row either.
      for (const key of ['trainer.rule.low-cardBothEnds', 'trainer.q.whichRowBothEnds', 'puzzle.why.noneBothEnds'] as const) expect(t[key]).not.toMatch(/(lower than|below) every row|(kleiner|niedriger) als jedes Reihenende|lager dan (elk rij-einde|het uiteinde van elke rij)/);
    }
    // The puzzle board's reason for such a card.
    const taken = SET.filter((x) => x.scenario.variant === 'profi' && x.kind === 'where')
      .flatMap((x) => whereStages(x) ?? []).find((st) => st.place.kind === 'place' && st.place.rule === 'rule4');
    expect(taken && rightWhy(taken).key).toBe('puzzle.why.noneBothEnds');
  });
});
