import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, VARIANTS, type Scenario } from '../../../src/engine/index.ts';
import { de } from '../../../src/i18n/de.ts';
import { en } from '../../../src/i18n/en.ts';
import { pickMessages, type Lang } from '../../../src/i18n/index.ts';
import { nl } from '../../../src/i18n/nl.ts';
import { caption, CAPTION_KEYS, captionContext, joinNames, ruleOf } from '../../../src/islands/board/captions.ts';
import { SPECIAL_CAPTION_KEYS } from '../../../src/islands/board/special-captions.ts';
import { specialBoard } from '../../support/special-board.ts';
import { BOARD_KEYS } from '../../../src/islands/board/keys.ts';
import { runBoard } from '../../../src/machines/board-run.ts';
import { boardSteps } from '../../../src/machines/board-model.ts';

function captions(id: string, lang: Lang): string[] {
  const parsed = parseScenario(JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return captionsOf(parsed.value, lang);
}

function captionsOf(s: Scenario, lang: Lang): string[] {
  const run = runBoard(s);
  if (!run.ok) throw new Error(run.error.message);
  const ctx = captionContext(run.value);
  // Differences keep together with no-break spaces; compare with plain ones.
  return boardSteps(run.value).map((step) => caption(pickMessages(lang, CAPTION_KEYS), step, ctx).replace(/\u00a0/g, ' '));
}

const EXAMPLES = readdirSync('src/content/examples/', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
const LANGS: Lang[] = ['en', 'de', 'nl'];

/** Every step's caption of an example board, as the board of its variant words them (special cards by their own captions). */
function boardCaptions(id: string, lang: Lang): readonly string[] {
  const parsed = parseScenario(JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  if (!VARIANTS[parsed.value.variant].specialCards) return captionsOf(parsed.value, lang);
  const board = specialBoard(parsed.value, pickMessages(lang, SPECIAL_CAPTION_KEYS));
  expect(board.captions).toHaveLength(board.steps.length);
  return board.captions;
}

describe('every step of every example board, of every variant, has a caption in every language', () => {
  it.each(EXAMPLES.flatMap((id) => LANGS.map((lang) => [id, lang] as const)))('%s (%s)', (id, lang) => {
    const text = boardCaptions(id, lang);
    expect(text.length).toBeGreaterThan(1);
    for (const c of text) {
      expect(c.length).toBeGreaterThan(10);
      expect(c).not.toMatch(/[{}]|undefined|NaN|null/);
    }
  });
});

describe('an example that starts mid-hand numbers its turns from its first turn', () => {
  it.each([['basic-turn-2', 'Turn 2'], ['basic-turn-3', 'Zug 3'], ['maagd', 'Beurt 9']] as const)('%s', (id, first) => {
    const lang = first.startsWith('Zug') ? 'de' : first.startsWith('Beurt') ? 'nl' : 'en';
    expect(captions(id, lang)[0]).toMatch(new RegExp(`^${first}:`));
  });
});

describe('captions of the basic example', () => {
  const text = captions('basic-figures', 'en');
  it('words rules 1 to 4 with their numbers', () => {
    expect(text[0]).toBe('Turn 1: everyone picks a card and lays it face down.');
    expect(text[1]).toBe('The cards are turned over and placed from the lowest up: 14 (Anna), 15 (Ben), 44 (Cor), 61 (Dirk).');
    expect(text[2]).toBe('14 goes to row 1: Rule 1, it is the only row whose last card (12) is lower.');
    expect(text[4]).toBe('44 goes to row 3: Rule 2, the lowest difference, 44 − 43 = 1. Candidates: row 1: 44 − 15 = 29; row 2: 44 − 37 = 7; row 3: 44 − 43 = 1.');
    expect(text[10]).toBe('Rule 3, the 6th card: Cor takes row 1 (12, 14, 15, 21, 26), 6 bullheads, because 30 belongs in this row and the row was full.');
    // Only row 1 could take 30, so the caption gives Rule 1's reason, not a comparison of one.
    expect(text[11]).toBe('Rule 3: 30 (Cor) starts row 1 anew. It belonged there by Rule 1: only this row ends in a lower card (26).');
    // With rows to choose from, Rule 2's comparison.
    expect(captions('tip-2', 'en')[5]).toBe('Rule 3: 62 (Anna) starts row 4 anew. It belonged there because Rule 2 sends a card behind the closest lower last card: row 1: 62 − 29 = 33; row 4: 62 − 56 = 6.');
    expect(text[15]).toBe('Rule 4: 3 is lower than the last card of every row, so Anna takes a row of choice: row 2 (37), 1 bullhead. No other row would have cost less.');
    // A dearer row taken on purpose gets no such sentence.
    const dear = parseScenario({ variant: 'basic', players: ['Anna', 'Ben'], rows: [[10], [20], [30], [55]], turns: [{ plays: { Anna: 5, Ben: 40 }, choices: [{ card: 5, takeRow: 4 }] }] });
    if (!dear.ok) throw new Error(dear.error.message);
    expect(captionsOf(dear.value, 'en').find((c) => c.startsWith('Rule 4: 5'))).toBe('Rule 4: 5 is lower than the last card of every row, so Anna takes a row of choice: row 4 (55), 7 bullheads.');
  });
  it('is worded in German and Dutch', () => {
    expect(captions('basic-figures', 'de')[4]).toBe('Die 44 kommt in Reihe 3: Regel 2, die kleinste Differenz, 44 − 43 = 1. Zur Wahl standen: Reihe 1: 44 − 15 = 29; Reihe 2: 44 − 37 = 7; Reihe 3: 44 − 43 = 1.');
    expect(captions('basic-figures', 'de')[10]).toBe('Regel 3, die 6. Karte: Cor nimmt Reihe 1 (12, 14, 15, 21, 26), 6 Hornochsen, denn die 30 gehört in diese Reihe, und die war schon voll.');
    expect(captions('basic-figures', 'nl')[10]).toBe('Regel 3, de 6e kaart: Cor pakt rij 1 (12, 14, 15, 21, 26), 6 runderkoppen, want de 30 hoort in deze rij en die was al vol.');
    expect(captions('basic-figures', 'nl')[15]).toContain('Regel 4: 3 is lager dan de laatste kaart van elke rij');
  });
});

describe('a take by Rule 3 says why the card went to the full row', () => {
  it('tip 1: the step after the take shows the Rule 2 comparison (42 beats 41)', () => {
    const text = captions('tip-1', 'en');
    const after = text.find((c) => c.startsWith('Rule 3: 45 (Anna) starts row 4 anew.'));
    expect(after).toContain('row 3: 45 − 41 = 4; row 4: 45 − 42 = 3');
  });
  it('tip 2: after the 29 took row 1, the 62 compares 62 − 29 with 62 − 56', () => {
    const text = captions('tip-2', 'de');
    expect(text).toContain('Regel 3: Die 62 (Anna) beginnt Reihe 4 neu. Dorthin gehörte sie, weil Regel 2 eine Karte hinter die nächstkleinere Endkarte legt: Reihe 1: 62 − 29 = 33; Reihe 4: 62 − 56 = 6.');
  });
  it('Both Ends (Profi) example 1: the 17 belonged at the left end of the full row 1', () => {
    const text = captions('profi-1', 'nl');
    expect(text.find((c) => c.startsWith('Regel 3: 17 (Ben)'))).toContain('aan de linkerkant van die rij, de dichtstbijzijnde plek waar hij past: rij 1 links: 40 − 17 = 23;');
  });
});

describe('captions of the variants', () => {
  it('Profi names the end of the row and both sides of a difference', () => {
    const text = captions('profi-1', 'en');
    expect(text[2]).toMatch(/^5 goes to the left end of row 2: Rule 2, the lowest difference, 8 − 5 = 3\. Candidates: row 1 left: 40 − 5 = 35;/);
  });
  it('a Profi tie lists the tied places and the choice', () => {
    const s: Scenario = { variant: 'profi', rows: [[30, 38], [42, 61], [70, 75], [10]], turns: [{ plays: { Anna: 40, Ben: 90 }, choices: [{ card: 40, row: 2, side: 'left' }] }] };
    const text = captionsOf(s, 'en');
    expect(text).toContain('Rule 2 gives a tie for 40: row 1 right: 40 − 38 = 2; row 2 left: 42 − 40 = 2. Anna chooses the left end of row 2.');
    expect(captionsOf(s, 'de')).toContain('Nach Regel 2 passt die 40 an mehreren Stellen gleich gut: Reihe 1 rechts: 40 − 38 = 2; Reihe 2 links: 42 − 40 = 2. Anna entscheidet sich für das linke Ende von Reihe 2.');
  });
  it('a Profi low card fits neither end of any row: above every first card, below every last one', () => {
    // 25 is higher than each row's first card and lower than each row's last: it fits nowhere.
    const s: Scenario = { variant: 'profi', rows: [[20, 30], [10, 40], [5, 50], [1, 60]], turns: [{ plays: { Anna: 25, Ben: 90 }, choices: [{ card: 25, takeRow: 1 }] }] };
    expect(captionsOf(s, 'en')).toContain('Rule 4: 25 fits neither end of any row (every last card is higher, every first card lower), so Anna takes a row of choice: row 1 (20, 30), 6 bullheads.');
    expect(captionsOf(s, 'de').join(' ')).not.toContain('kleiner als die letzte Karte jeder Reihe');
  });
  it('Doppel stacks and shared takes', () => {
    const s: Scenario = { variant: 'doppel', rows: [[30, 31, 32], [46], [66], [79]], turns: [{ plays: { Anna: 12, Ben: 12, Cor: 80 }, choices: [{ card: 12, takeRow: 1 }] }] };
    const text = captionsOf(s, 'en');
    expect(text).toContain('Rule 4: 12 is lower than the last card of every row, so Anna and Ben take a row of their choice together: row 1 (30, 31, 32), 5 bullheads; each scores 3, half rounded up.');
    expect(text).toContain('12 (Ben) lands on the 12 at the end of row 1: equal cards stack and use one place.');
  });
  it('Raffiniert order and Hand cards kept', () => {
    const r: Scenario = { variant: 'raffiniert', rows: [[8], [25], [36], [52]], turns: [{ plays: { Anna: [39, 38], Ben: [12, 70] }, choices: [{ player: 'Ben', order: [70, 12] }, { player: 'Anna', order: [38, 39] }] }] };
    const text = captionsOf(r, 'en');
    expect(text[1]).toBe('The cards are turned over. Whoever holds the lowest card places both of theirs first, then the next: Ben (70, 12), Anna (38, 39).');
    expect(text).toContain('Ben places 70 first, then 12: in Raffiniert each player sets the order of their own two cards.');
    const h: Scenario = { variant: 'hand', players: ['Anna', 'Ben'], hands: { Anna: [23, 40], Ben: [50] }, rows: [[10, 13, 17, 19, 21], [30], [60], [80]], turns: [{ player: 'Anna', cards: [23] }], };
    const withChoice: Scenario = { ...h, turns: [{ player: 'Anna', cards: [23], choices: [{ player: 'Anna', toHand: [13, 17] }] }] };
    const kept = captionsOf(withChoice, 'en');
    expect(kept[0]).toBe('Turn 1: Anna plays 23 face up and places it straight away.');
    expect(kept[1]).toBe('Rule 3, the 6th card: Anna takes row 1 (10, 13, 17, 19, 21), 7 bullheads, because 23 belongs in this row and the row was full. Anna keeps 13 and 17 in hand.');
    expect(captionsOf(withChoice, 'nl')[1]).toContain('Anna houdt 13 en 17 in de hand.');
  });
  it('Offen lays the cards open one by one from the start player, then places them lowest first', () => {
    const s: Scenario = { variant: 'offen', players: ['Anna', 'Ben', 'Cor'], rows: [[5], [21], [36], [47]], turns: [{ plays: { Anna: 50, Ben: 48, Cor: 23 } }, { plays: { Anna: 51, Ben: 24, Cor: 37 } }] };
    const text = captionsOf(s, 'en');
    expect(text.slice(0, 4)).toEqual([
      'Turn 1: Anna holds the start-player marker and lays 50 face up first.',
      'Next, Ben lays 48 face up.',
      'Next, Cor lays 23 face up.',
      'Everyone has played. The cards are placed from the lowest up, whoever played first: 23 (Cor), 48 (Ben), 50 (Anna).',
    ]);
    expect(text).toContain('Turn 2: Ben holds the start-player marker and lays 24 face up first.');
    expect(captionsOf(s, 'de')[0]).toBe('Zug 1: Anna hat die Startspielerkarte und legt als Erstes die 50 offen aus.');
  });
  it('"5 nimmt" and "7 nimmt" count the card that takes', () => {
    expect(captions('five-nimmt', 'en').join(' ')).toContain('Rule 3, the 5th card');
    expect(captions('seven-nimmt', 'de').join(' ')).toContain('Regel 3, die 7. Karte');
  });
});

describe('caption helpers and catalog', () => {
  it('joins names the way each language does', () => {
    const m = pickMessages('de', CAPTION_KEYS);
    expect(joinNames(m, ['Anna'])).toBe('Anna');
    expect(joinNames(m, ['Anna', 'Ben', 'Cor'])).toBe('Anna, Ben und Cor');
  });
  it('ruleOf names the deciding rule of each step', () => {
    const parsed = parseScenario(JSON.parse(readFileSync('src/content/examples/basic-figures.json', 'utf8')));
    if (!parsed.ok) throw new Error('bad');
    const run = runBoard(parsed.value);
    if (!run.ok) throw new Error('bad');
    expect(boardSteps(run.value).map(ruleOf)).toEqual([null, null, 1, 1, 2, 2, null, null, 1, 1, 3, 3, 1, null, null, 4, 4, 1, 2, 2]);
  });
  it('every board key has the same placeholders in every language', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of BOARD_KEYS) {
      expect(en[key], key).toBeTruthy();
      expect(names(de[key]), `de ${key}`).toEqual(names(en[key]));
      expect(names(nl[key]), `nl ${key}`).toEqual(names(en[key]));
    }
  });
});
