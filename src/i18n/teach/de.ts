import type { en } from './en.ts';

export const de: Record<keyof typeof en, string> = {
  'teach.placeholder': '',
};
