// One name per variant, shared by the rulebook, the trainer and the editor; Dutch uses the Dutch edition's names.
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/engine/types.ts';
import { pickMessages } from '../../src/i18n/index.ts';
import { VARIANT_NAME_KEYS } from '../../src/i18n/variant-names.ts';
import { ALL_VARIANT_KEYS } from '../../src/puzzles/types.ts';
import { en as coreEn } from '../../src/i18n/en.ts';
import { nl } from '../../src/i18n/nl.ts';
import { nl as teachNl } from '../../src/i18n/teach/nl.ts';
import { nl as trainerNl } from '../../src/i18n/trainer/nl.ts';

describe('variant names', () => {
  it('every variant of the engine and every trainer key has exactly one name key', () => {
    const keys = new Set(VARIANT_NAME_KEYS.map((k) => k.slice('variant.'.length)));
    for (const id of [...VARIANT_IDS, ...ALL_VARIANT_KEYS]) expect(keys.has(id), id).toBe(true);
    expect(Object.keys(coreEn).filter((k) => /^(trainer|teach\.editor)\.variant\./.test(k))).toEqual([]);
  });
  it('Dutch names come from the Dutch edition, German ones from the German edition', () => {
    expect(pickMessages('nl', ['variant.taktik', 'variant.logik', 'variant.turnier', 'variant.profi', 'variant.offen', 'variant.raffiniert', 'variant.doppel']))
      .toEqual({ 'variant.taktik': 'Tactiek', 'variant.logik': 'Logica', 'variant.turnier': 'Toernooi', 'variant.profi': 'Profs', 'variant.offen': 'Open', 'variant.raffiniert': 'Geraffineerd', 'variant.doppel': 'Dubbel' });
    expect(pickMessages('de', ['variant.profi', 'variant.raffiniert'])).toEqual({ 'variant.profi': 'Profi', 'variant.raffiniert': 'Raffiniert' });
    expect(pickMessages('en', ['variant.profi'])).toEqual({ 'variant.profi': 'Both Ends (Profi)' });
  });
  it('no Dutch string names a variant by its German name', () => {
    const german = /\b(Taktik|Logik|Turnier|Profi|Offen|Raffiniert|Doppel)\b/;
    const hits = Object.entries({ ...nl, ...trainerNl, ...teachNl }).filter(([, text]) => german.test(text));
    expect(hits).toEqual([]);
  });
});
