// One name per variant (and per table or scoring option the trainer treats as one), shared by
// every page and island: the rulebook, the trainer, the editor. Each language uses its own
// edition's names (Dutch: Tactiek, Logica, Toernooi, Profs, Open, Geraffineerd, Dubbel).
export const VARIANT_NAME_KEYS = [
  'variant.basic', 'variant.taktik', 'variant.logik', 'variant.turnier', 'variant.profi', 'variant.offen',
  'variant.raffiniert', 'variant.hand', 'variant.doppel', 'variant.jubilaeum',
  'variant.rows-3', 'variant.rows-5', 'variant.five-nimmt', 'variant.seven-nimmt', 'variant.maagd',
] as const;
export type VariantNameKey = (typeof VARIANT_NAME_KEYS)[number];
