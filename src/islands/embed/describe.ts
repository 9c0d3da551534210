// An embed error value worded in the reader's language (the error catalog, src/i18n/errors/): what is wrong, where, and how to fix it.
// Everything from the address reaches the reader as text only (Preact escapes it).
import { format } from '../../i18n/format.ts';
import { engineErrorText } from '../../i18n/errors/index.ts';
import type { ErrorKey } from './keys.ts';
import type { EmbedError } from '../../embed/load.ts';

export type ErrorMessages = Record<ErrorKey, string>;

export interface Described {
  readonly what: string;
  /** Where in the scenario (engine errors only). */
  readonly where?: string;
  readonly fix?: string;
}

export function describe(m: ErrorMessages, e: EmbedError): Described {
  const fixLink = format(m['error.embed.fix'], { fix: m['error.embed.checkLink'] });
  switch (e.kind) {
    case 'param': {
      const p = e.error.params;
      if (e.error.code === 'no-source') return { what: m['error.embed.noSource'] };
      if (e.error.code === 'two-sources') return { what: m['error.embed.twoSources'] };
      return { what: format(m['error.embed.badValue'], { name: p.name ?? '', value: p.value ?? '' }), fix: fixLink };
    }
    case 'codec':
      return { what: format(m[`error.codec.${e.error.code}`], e.error.params), fix: fixLink };
    case 'scenario': {
      const where = e.error.path ? format(m['error.embed.where'], { path: e.error.path }) : m['error.embed.top'];
      return { what: engineErrorText(m, e.error), where, fix: format(m['error.embed.fix'], { fix: m['error.embed.remake'] }) };
    }
    case 'missing':
      return { what: format(m[`error.embed.missing.${e.what}`], { id: e.id }), fix: fixLink };
    case 'puzzle-data':
      return { what: m['error.embed.puzzleData'], fix: fixLink };
    case 'no-steps':
      return { what: m['error.embed.noSteps'], fix: format(m['error.embed.fix'], { fix: m['error.embed.remake'] }) };
    case 'network':
      return { what: m['error.embed.network'] };
  }
}
