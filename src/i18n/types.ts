import type { en as core } from './en.ts';
import type { en as teach } from './teach/en.ts';
import type { en as trainer } from './trainer/en.ts';
import type { en as classroom } from './classroom/en.ts';
import type { en as play } from './play/en.ts';
import type { en as errors } from './errors/en.ts';

// One catalog per language, kept in parts per feature so work on one feature
// does not touch another's strings. English defines the keys of every part.
export type MessageKey = keyof typeof core | keyof typeof trainer | keyof typeof teach | keyof typeof classroom | keyof typeof play | keyof typeof errors;
/** Every catalog has exactly the English keys, so a key missing in one language fails the type check. */
export type Messages = Record<MessageKey, string>;
/** The core part (site frame, cards, rulebook, board) that de.ts and nl.ts fill in. */
export type CoreMessages = Record<keyof typeof core, string>;
