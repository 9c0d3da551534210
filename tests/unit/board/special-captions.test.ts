// Captions of the special cards (the Anniversary board): each special card named as the rulebook page names it,
// the rule that decided, Negative = Positive's formula. That every step of every board has a caption: captions.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/index.ts';
import { pickMessages, type Lang } from '../../../src/i18n/index.ts';
import { SPECIAL_CAPTION_KEYS } from '../../../src/islands/board/special-captions.ts';
import { PART_KEYS } from '../../../src/islands/string-parts.ts';
import { specialBoard, type SpecialBoard } from '../../support/special-board.ts';
import { specialCaption } from '../../../src/islands/board/special-captions.ts';
import { contextFor } from '../../../src/islands/board/captions.ts';
import type { BoardStep as SpecialStep } from '../../../src/machines/board-model.ts';

const DIR = 'src/content/examples/jubilaeum/';
const IDS = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
const LANGS: Lang[] = ['en', 'de', 'nl'];

function board(id: string, lang: Lang): SpecialBoard {
  const parsed = parseScenario(JSON.parse(readFileSync(`${DIR}${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return specialBoard(parsed.value, pickMessages(lang, SPECIAL_CAPTION_KEYS));
}
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
/** The caption of the first step whose explanation matches. */
function captionWhere(id: string, lang: Lang, test: (s: SpecialStep) => boolean): string {
  const b = board(id, lang);
  const i = b.steps.findIndex(test);
  if (i < 0) throw new Error(`${id}: no such step`);
  return plain(b.captions[i] ?? '');
}
const special = (rule: string) => (s: SpecialStep) => s.explanation?.kind === 'special' && s.explanation.rule === rule;
const kind = (k: string) => (s: SpecialStep) => s.explanation?.kind === k;

describe('the Anniversary boards\' steps', () => {
  it('covers every explanation kind the examples produce', () => {
    const kinds = new Set(IDS.flatMap((id) => board(id, 'en').steps.map((s) => s.explanation?.kind ?? s.kind)));
    for (const k of ['hidden', 'reveal', 'place', 'take', 'special', 'special-place', 'swap', 'remove-stops', 'remove-row']) expect(kinds).toContain(k);
  });
});

describe('special cards by name, per language', () => {
  const NAMES: Record<Lang, Record<string, string>> = {
    en: { fifthRow: '5th Row', sevenNimmt: '7 nimmt!', insert: 'Insert', replace: 'Replace', shift: 'Shift', stop: 'Stop', negativePositive: 'Negative = Positive' },
    de: { fifthRow: '5. Reihe', sevenNimmt: '7 nimmt!', insert: 'Einfügen', replace: 'Ersetzen', shift: 'Verschieben', stop: 'Stopp', negativePositive: 'Minus = Plus' },
    nl: { fifthRow: '5e rij', sevenNimmt: '7 nimmt!', insert: 'Invoegen', replace: 'Vervangen', shift: 'Verschuiven', stop: 'Stop', negativePositive: 'Min = Plus' },
  };
  const CASES = [
    ['jubilaeum-fifth-row', 'fifthRow', 'fifthRow'], ['jubilaeum-seven-nimmt', 'sevenNimmtFull', 'sevenNimmt'], ['jubilaeum-insert', 'insert', 'insert'],
    ['jubilaeum-insert-full', 'insertFull', 'insert'], ['jubilaeum-replace', 'replace', 'replace'], ['jubilaeum-shift', 'shift', 'shift'],
    ['jubilaeum-stop', 'stop', 'stop'], ['jubilaeum-negative-positive', 'negativePositive', 'negativePositive'],
  ] as const;
  it.each(LANGS.flatMap((lang) => CASES.map((c) => [lang, ...c] as const)))('%s: %s names %s', (lang, id, rule, type) => {
    expect(captionWhere(id, lang, special(rule))).toContain(NAMES[lang][type]);
  });
  it('names match the rulebook page where it names the cards', () => {
    for (const lang of LANGS) {
      const page = readFileSync(`src/content/rules/${lang}/jubilaeum.mdx`, 'utf8');
      for (const name of Object.values(NAMES[lang])) expect(page, `${lang}: ${name}`).toContain(name);
    }
  });
  it('the board island gets the special cards\' names and caption words (it words their steps in the browser)', () => {
    expect(PART_KEYS.board).toContain('board.special.name.negativePositive');
    expect(PART_KEYS.board).toContain('board.special.cap.stop');
  });
});

describe('what decided, in the captions', () => {
  it('Stop: who, which row, what it forbids, and how many Stops lie', () => {
    expect(captionWhere('jubilaeum-stop', 'en', special('stop'))).toBe('Anna plays Stop on row 2: nobody may add to, remove from or take row 2 until the next take. Stop cards on the table: 1 of 2.');
    expect(captionWhere('jubilaeum-stop-take', 'de', (s) => special('stop')(s) && s.explanation?.kind === 'special' && s.explanation.row === 3)).toContain('Stopp-Karten auf dem Tisch: 2 von 2');
    expect(captionWhere('jubilaeum-stop', 'nl', special('stop'))).toContain('Anna speelt Stop op rij 2');
  });
  it('a stopped row is left out of placing, and cannot be taken by a low card', () => {
    expect(captionWhere('jubilaeum-stop', 'en', (s) => s.explanation?.kind === 'place' && s.explanation.card === 39)).toContain('Left out because a Stop lies there: row 2.');
    // Row 2 ends in 37: the 20 could never have gone there, so its Stop is not mentioned.
    expect(captionWhere('jubilaeum-stop', 'en', (s) => s.explanation?.kind === 'place' && s.explanation.card === 20)).not.toContain('Stop');
    expect(captionWhere('jubilaeum-stop-take', 'de', kind('take'))).toContain('Eine Reihe mit Stopp darf niemand nehmen (Reihe 2 und Reihe 3).');
    expect(captionWhere('jubilaeum-stop-take', 'nl', kind('remove-stops'))).toContain('(rij 2 en rij 3)');
  });
  it('Negative = Positive shows the formula in every language, as the take to come (the board shows the take a step later)', () => {
    for (const lang of LANGS) expect(captionWhere('jubilaeum-negative-positive', lang, special('negativePositive'))).toContain('5 + 13 − 2 × 7 = 4');
    expect(captionWhere('jubilaeum-negative-positive', 'en', special('negativePositive'))).toMatch(/^Anna is about to take row 1 and first plays Negative = Positive on 55/);
    expect(captionWhere('jubilaeum-negative-positive', 'de', special('negativePositive'))).toMatch(/^Anna nimmt gleich Reihe 1 und spielt vorher Minus = Plus auf die 55/);
    expect(captionWhere('jubilaeum-negative-positive', 'nl', special('negativePositive'))).toMatch(/^Anna pakt zo meteen rij 1 en speelt eerst Min = Plus op de 55/);
  });
  it('7 nimmt!: a full row takes a sixth card, and the seventh takes six', () => {
    expect(captionWhere('jubilaeum-seven-nimmt', 'en', special('sevenNimmtFull'))).toContain('so 30 becomes its sixth card instead of taking the row');
    expect(captionWhere('jubilaeum-seven-nimmt', 'en', kind('take'))).toContain('Rule 3, the 7th card: Dirk takes row 1');
  });
  it('Insert, Replace, Shift, 5th Row and the swap say where the cards went', () => {
    expect(captionWhere('jubilaeum-insert', 'en', special('insert'))).toContain('25 goes into row 1 between 20 and 30');
    expect(captionWhere('jubilaeum-insert-full', 'de', special('insertFull'))).toContain('die 36, bleibt als neue erste Karte liegen');
    expect(captionWhere('jubilaeum-insert-full', 'en', kind('take'))).toContain('Insert into a full row: Anna takes row 1 (12, 20, 25, 30, 33), 14 bullheads; 36 stays behind');
    expect(captionWhere('jubilaeum-replace', 'nl', special('replace'))).toContain('de 9 gaat terug naar de hand, en meteen wordt in plaats daarvan de 35');
    expect(captionWhere('jubilaeum-shift', 'en', special('shift'))).toContain('14 moves from row 1 to row 2, at the start, before 37');
    expect(captionWhere('jubilaeum-fifth-row', 'de', kind('remove-row'))).toContain('Reihe 1 verschwindet, und die übrigen 4 Reihen');
    expect(captionWhere('jubilaeum-swap', 'en', kind('swap'))).toBe('Anna has taken a row and may swap: Stop goes to the discards, and Shift comes from the top of the special deck (2 left).');
  });
  it('a take that ends the 5th Row lists the row apart from the taker’s own card', () => {
    const take = captionWhere('jubilaeum-fifth-row', 'en', kind('take'));
    expect(take).toContain('takes a row of choice: row 1 (12), 1 bullhead.');
    expect(take).toContain('Anna’s 5 starts no new row: it goes to the bull pile as well, 3 bullheads in all.');
    expect(captionWhere('jubilaeum-fifth-row', 'en', kind('remove-row'))).toBe('Row 1 is gone for good, and the 4 rows left are numbered anew.');
    expect(captionWhere('jubilaeum-insert-fifth-row', 'en', kind('take'))).toContain('Ben takes all of row 1 (12, 14, 17, 25, 30, 33), 13 bullheads; no card stays behind.');
    expect(captionWhere('jubilaeum-insert-fifth-row', 'nl', special('insertFull'))).toContain('er blijft geen kaart liggen');
  });
  it('cases the examples do not reach: the floor at 0, a reshuffled deck', () => {
    const b = board('jubilaeum-negative-positive', 'en');
    const m = pickMessages('en', SPECIAL_CAPTION_KEYS);
    const ctx = contextFor('jubilaeum', 5);
    const np = b.steps.find(special('negativePositive')) as SpecialStep;
    const e = np.explanation as Extract<NonNullable<SpecialStep['explanation']>, { kind: 'special' }>;
    const floor = { ...np, explanation: { ...e, rule: 'negativePositiveFloor' as const, raw: -3, points: { before: 0, row: 4, card: 7, after: 0 } } };
    expect(plain(specialCaption(m, floor, b.steps, ctx))).toContain('0 + 4 − 2 × 7 = -3, but points never fall below 0, so 0');
    const swap = board('jubilaeum-swap', 'de').steps.find(kind('swap')) as SpecialStep;
    const reshuffled = { ...swap, explanation: { ...(swap.explanation as Extract<NonNullable<SpecialStep['explanation']>, { kind: 'swap' }>), reshuffled: true } };
    expect(specialCaption(pickMessages('de', SPECIAL_CAPTION_KEYS), reshuffled, [], ctx)).toContain('neu gemischt');
  });
});

describe('board steps', () => {
  it('rows keep special cards as names; hands lose a special card once played', () => {
    const b = board('jubilaeum-stop-take', 'en');
    const last = b.steps[b.steps.length - 1] as SpecialStep;
    expect(b.steps.some((s) => s.specials?.table.some((r) => r.includes('stop')))).toBe(true);
    expect(last.specials?.table.flat()).not.toContain('stop');
    expect(b.steps[0]?.specials?.hands['Anna']).toEqual(['stop', 'insert', 'replace']);
    expect(last.specials?.hands['Anna']).toEqual(['insert', 'replace']);
    expect(b.holders).toEqual(['Anna', 'Ben']);
  });
});
