import { de } from './de.ts';
import { en } from './en.ts';
import { format, type Params } from './format.ts';
import { nl } from './nl.ts';
import { de as classDe } from './classroom/de.ts';
import { en as classEn } from './classroom/en.ts';
import { nl as classNl } from './classroom/nl.ts';
import { de as errorsDe } from './errors/de.ts';
import { en as errorsEn } from './errors/en.ts';
import { nl as errorsNl } from './errors/nl.ts';
import { de as playDe } from './play/de.ts';
import { en as playEn } from './play/en.ts';
import { nl as playNl } from './play/nl.ts';
import { de as teachDe } from './teach/de.ts';
import { en as teachEn } from './teach/en.ts';
import { nl as teachNl } from './teach/nl.ts';
import { de as trainerDe } from './trainer/de.ts';
import { en as trainerEn } from './trainer/en.ts';
import { nl as trainerNl } from './trainer/nl.ts';
import type { Lang } from './locales.ts';
import type { MessageKey, Messages } from './types.ts';

export * from './locales.ts';
export type { MessageKey, Messages };
export { format };

const catalogs: Record<Lang, Messages> = {
  en: { ...en, ...trainerEn, ...teachEn, ...classEn, ...playEn, ...errorsEn },
  de: { ...de, ...trainerDe, ...teachDe, ...classDe, ...playDe, ...errorsDe },
  nl: { ...nl, ...trainerNl, ...teachNl, ...classNl, ...playNl, ...errorsNl },
};

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
