// An embed error value worded in the reader's language: what is wrong, where, and how to fix it.
// Everything from the address reaches the reader as text only (Preact escapes it).
import { format } from '../../i18n/format.ts';
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
  const fixLink = format(m['teach.error.fix'], { fix: m['teach.error.checkLink'] });
  switch (e.kind) {
    case 'param': {
      const p = e.error.params;
      if (e.error.code === 'no-source') return { what: m['teach.error.noSource'] };
      if (e.error.code === 'two-sources') return { what: m['teach.error.twoSources'] };
      return { what: format(m['teach.error.badValue'], { name: p.name ?? '', value: p.value ?? '' }), fix: fixLink };
    }
    case 'codec':
      return { what: format(m[`teach.codec.${e.error.code}`], e.error.params), fix: fixLink };
    case 'scenario': {
      const code = e.error.code.startsWith('special-') ? 'special' : e.error.code;
      const key = `teach.error.engine.${code}` as ErrorKey;
      // The variant as given is shown (as text, cut short) so the reader sees what the link asked for.
      const variant = e.error.params.variant;
      const named = typeof variant === 'string' ? (variant.length > 40 ? `${variant.slice(0, 40)}…` : variant) : '?';
      const what = format(Object.hasOwn(m, key) ? m[key] : m['teach.error.engine.invalid-value'], { variant: named });
      const where = e.error.path ? format(m['teach.error.where'], { path: e.error.path }) : m['teach.error.top'];
      return { what, where, fix: format(m['teach.error.fix'], { fix: m['teach.error.remake'] }) };
    }
    case 'missing':
      return { what: format(m[`teach.error.missing.${e.what}`], { id: e.id }), fix: fixLink };
    case 'puzzle-data':
      return { what: m['teach.error.puzzleData'], fix: fixLink };
    case 'no-steps':
      return { what: m['teach.error.noSteps'], fix: format(m['teach.error.fix'], { fix: m['teach.error.remake'] }) };
    case 'network':
      return { what: m['teach.error.network'] };
  }
}
