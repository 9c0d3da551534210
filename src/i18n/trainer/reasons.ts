// The words of strategy puzzles' reasons, of wrong answers and of hints, per language; the sentences are built in explain.ts.
import { format } from '../format.ts';
import type { Lang } from '../locales.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import type { PartValue } from '../../trainer/answer.ts';
import * as explain from './explain.ts';
import type { ReasonMessages, Say, SpecialNameKey } from './explain.ts';
import { SPECIAL_TYPES } from '../../engine/types.ts';
import { pickMessages } from '../index.ts';
import { reasonsDe } from './reasons-de.ts';
import { reasonsEn } from './reasons-en.ts';
import { reasonsNl } from './reasons-nl.ts';

export type { ReasonKey } from './reasons-en.ts';
export type { ReasonMessages };

/** The reasons' words with the special cards' names, which they take from the board's words. */
type Words = ReasonMessages & Readonly<Record<SpecialNameKey, string>>;
const withNames = (lang: Lang, m: ReasonMessages): Words => ({ ...m, ...pickMessages(lang, SPECIAL_TYPES.map((t): SpecialNameKey => `board.special.name.${t}`)) });

export const REASONS: Readonly<Record<Lang, Words>> = { en: withNames('en', reasonsEn), de: withNames('de', reasonsDe), nl: withNames('nl', reasonsNl) };

const sayIn = (m: Words): Say => (key, params) => format(m[key], params);

/** explain.ts's sentences, worded from one catalog. */
export const reasonText = (p: Pick<Puzzle, 'reason' | 'question' | 'answer'>, m: Words) => explain.reasonText(p, sayIn(m));
export const wrongText = (p: Pick<Puzzle, 'reason' | 'question' | 'answer'>, part: number, v: PartValue, m: Words) => explain.wrongText(p, part, v, sayIn(m));
export const hintText = (p: Pick<Puzzle, 'question' | 'answer' | 'scenario'>, m: Words) => explain.hintText(p, sayIn(m));
