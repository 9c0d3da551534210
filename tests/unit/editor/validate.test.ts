import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { en as core } from '../../../src/i18n/en.ts';
import { de as coreDe } from '../../../src/i18n/de.ts';
import { nl as coreNl } from '../../../src/i18n/nl.ts';
import { en as errorsEn } from '../../../src/i18n/errors/en.ts';
import { de as errorsDe } from '../../../src/i18n/errors/de.ts';
import { nl as errorsNl } from '../../../src/i18n/errors/nl.ts';
import { engineErrorText as errorText } from '../../../src/i18n/errors/index.ts';
import { ENGINE_ERROR_KEYS } from '../../../src/i18n/errors/keys.ts';
import { fieldOf, groupOf, validate } from '../../../src/editor/validate.ts';

// The editor's words for an error: the error catalog and the board's (special card names).
const teach = { ...core, ...errorsEn };
const teachDe = { ...coreDe, ...errorsDe };
const teachNl = { ...coreNl, ...errorsNl };

describe('error path to field', () => {
  test.each<[(string | number)[], string]>([
    [[], 'json'],
    [['variant'], 'variant'],
    [['options', 'rowLength'], 'options'],
    [['options', 'rows'], 'rows'],
    [['players'], 'players'],
    [['players', 2], 'players'],
    [['rows'], 'rows'],
    [['rows', 2], 'rows.2'],
    [['rows', 2, 1], 'rows.2'],
    [['hands', 'Anna'], 'hands.Anna'],
    [['hands', 'Anna', 3], 'hands.Anna'],
    [['hands', 'Mr. X', 0], 'hands.Mr. X'],
    [['specials', 'Anna', 1], 'hands.Anna'],
    [['specialDeck', 2], 'specialDeck'],
    [['turns'], 'turns'],
    [['turns', 1], 'turns.1'],
    [['turns', 1, 'plays', 'Ben'], 'turns.1.plays.Ben'],
    [['turns', 1, 'plays', 'Ben', 0], 'turns.1.plays.Ben'],
    [['turns', 0, 'plays', 'Mr. X'], 'turns.0.plays.Mr. X'],
    [['turns', 0, 'plays', 'Mr[1]'], 'turns.0.plays.Mr[1]'],
    [['turns', 3, 'choices'], 'turns.3.choices'],
    [['turns', 3, 'choices', 0], 'turns.3.choices'],
    [['turns', 0, 'player'], 'turns.0.play'],
    [['turns', 0, 'cards', 1], 'turns.0.play'],
    [['something', 'else'], 'json'],
  ])('%j -> %s', (at, field) => {
    expect(fieldOf(at)).toBe(field);
  });

  test('groups name the panel', () => {
    expect(groupOf('turns.1.plays.Ben')).toBe('turns');
    expect(groupOf('hands.Anna')).toBe('hands');
    expect(groupOf('json')).toBe('json');
  });
});

describe('validation with the engine', () => {
  const board = JSON.parse(readFileSync('src/content/examples/basic-figures.json', 'utf8'));

  test('an official example is valid and comes with its replay', () => {
    const v = validate(board);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.replay.turns).toHaveLength(3);
  });

  test('a card already on the table is shown at the player who plays it, in the editor language', () => {
    const bad = { ...board, turns: [{ plays: { Anna: 12, Ben: 15, Cor: 44, Dirk: 61 } }] };
    const v = validate(bad);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.field).toBe('turns.0.plays.Anna');
    expect(errorText(teach, v.error)).toBe('12 already lies in a row.');
    expect(errorText(teachDe, v.error)).toBe('12 liegt schon in einer Reihe.');
  });

  test('a row out of order and a stranger in the hands', () => {
    const rows = validate({ ...board, rows: [[12], [40, 37], [43], [58]] });
    expect(!rows.ok && rows.field).toBe('rows.1');
    const hands = validate({ ...board, hands: { Zoe: [1] } });
    expect(!hands.ok && hands.field).toBe('hands.Zoe');
    if (!hands.ok) expect(errorText(teach, hands.error)).toBe('Zoe is not one of the players.');
  });

  test('not JSON-shaped input never throws', () => {
    for (const junk of [null, 3, 'x', [], {}, { variant: 'basic' }, { variant: 'basic', rows: 'no', turns: [] }, { variant: 'nope', rows: [[1]], turns: [] }]) {
      const v = validate(junk);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(errorText(teach, v.error).length).toBeGreaterThan(0);
    }
  });

  test('every worded error code has a string in every language; a variant nobody knows is named, cut short', () => {
    for (const m of [teach, teachDe, teachNl]) for (const key of ENGINE_ERROR_KEYS) expect(m[key]).toBeTruthy();
    const v = validate({ variant: 'x'.repeat(60), rows: [[1], [2], [3], [4]], turns: [] });
    if (v.ok) throw new Error('refused');
    expect(errorText(teach, v.error)).toBe(`There is no variant called “${'x'.repeat(40)}…”.`);
  });

  test('Anniversary: a third Stop and a special card not held are shown at the play, worded in each language', () => {
    const stop = JSON.parse(readFileSync(new URL('../../../src/content/examples/jubilaeum/jubilaeum-stop.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    expect(validate(stop).ok).toBe(true);
    const third = {
      ...stop,
      specials: { Anna: ['stop'], Ben: ['stop'], Cor: ['stop'] },
      turns: [{ plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 39, special: { type: 'stop', row: 3 } }, Cor: { card: 60, special: { type: 'stop', row: 4 } }, Dirk: 70 } }],
    };
    const v = validate(third);
    expect(!v.ok && v.field).toBe('turns.0.plays.Cor');
    if (!v.ok) {
      expect(errorText(teach, v.error)).toBe('Two Stop cards already lie on the table; a third may not be played.');
      expect(errorText(teachDe, v.error)).toBe('Auf dem Tisch liegen schon zwei Stopp-Karten; eine dritte darf nicht gespielt werden.');
    }
    const unheld = validate({ ...stop, specials: { Anna: ['replace'] } });
    expect(!unheld.ok && unheld.field).toBe('turns.0.plays.Anna');
    if (!unheld.ok) {
      expect(errorText(teach, unheld.error)).toBe('Anna holds no Stop card to play or give away.');
      expect(errorText(teachNl, unheld.error)).toBe('Anna heeft geen kaart Stop om te spelen of weg te geven.');
    }
    const deck = validate({ ...stop, specialDeck: ['stop', 'stop', 'stop', 'stop'] });
    expect(!deck.ok && [deck.field, groupOf(deck.field)]).toEqual(['specialDeck', 'specialDeck']);
    if (!deck.ok) expect(errorText(teachDe, deck.error)).toBe('Im Spiel gibt es nur 4 Karten Stopp.');
  });
});
