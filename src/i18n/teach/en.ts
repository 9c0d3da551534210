// English strings of the teach pages. This file defines the keys; de.ts and nl.ts must match.
export const en = {
  'teach.placeholder': '',
} as const;
