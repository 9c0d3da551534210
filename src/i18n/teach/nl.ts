import type { en } from './en.ts';

export const nl: Record<keyof typeof en, string> = {
  'teach.placeholder': '',
};
