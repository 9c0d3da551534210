// English strings of the trainer pages. This file defines the keys; de.ts and nl.ts must match.
export const en = {
  'trainer.placeholder': '',
} as const;
