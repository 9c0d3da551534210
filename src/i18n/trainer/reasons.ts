// The words of strategy puzzles' reasons, of wrong answers and of hints, per language; the sentences are built in explain.ts.
import { format } from '../format.ts';
import type { Lang } from '../locales.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import type { PartValue } from '../../trainer/answer.ts';
import * as explain from './explain.ts';
import type { ReasonMessages, Say } from './explain.ts';
import { reasonsDe } from './reasons-de.ts';
import { reasonsEn } from './reasons-en.ts';
import { reasonsNl } from './reasons-nl.ts';

export type { ReasonKey } from './reasons-en.ts';
export type { ReasonMessages };

export const REASONS: Readonly<Record<Lang, ReasonMessages>> = { en: reasonsEn, de: reasonsDe, nl: reasonsNl };

const sayIn = (m: ReasonMessages): Say => (key, params) => format(m[key], params);

/** explain.ts's sentences, worded from one catalog. */
export const reasonText = (p: Pick<Puzzle, 'reason' | 'question' | 'answer'>, m: ReasonMessages) => explain.reasonText(p, sayIn(m));
export const wrongText = (p: Pick<Puzzle, 'reason' | 'question' | 'answer'>, part: number, v: PartValue, m: ReasonMessages) => explain.wrongText(p, part, v, sayIn(m));
export const hintText = (p: Pick<Puzzle, 'question' | 'answer' | 'scenario'>, m: ReasonMessages) => explain.hintText(p, sayIn(m));
