import { de } from './de.ts';
import { en } from './en.ts';
import { format, type Params } from './format.ts';
import { nl } from './nl.ts';
import type { Lang } from './locales.ts';
import type { MessageKey, Messages } from './types.ts';

export * from './locales.ts';
export type { MessageKey, Messages };
export { format };

const catalogs: Record<Lang, Messages> = { en, de, nl };

/** A translator bound to one language: t('cards.total', { total: 171 }). */
export function useTranslations(lang: Lang) {
  const messages = catalogs[lang];
  return (key: MessageKey, params?: Params) => format(messages[key], params);
}

/** Pick some keys of one catalog, to hand to an island as a small serialisable prop. */
export function pickMessages<K extends MessageKey>(lang: Lang, keys: readonly K[]): Record<K, string> {
  const messages = catalogs[lang];
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Record<K, string>;
}
