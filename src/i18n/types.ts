import type { en } from './en.ts';

export type MessageKey = keyof typeof en;
/** Every catalog has exactly the English keys, so a key missing in one language fails the type check. */
export type Messages = Record<MessageKey, string>;
