// Which rulebook entry (src/content/rules/<lang>/<slug>.mdx) lives at which address.
export const VARIANT_PAGES = ['taktik', 'logik', 'turnier', 'profi', 'offen', 'raffiniert', 'hand', 'doppel', 'jubilaeum', 'options'] as const;

export interface RulePage {
  slug: string;
  /** Address within a language, no leading slash. */
  path: string;
}

export const RULE_PAGES: readonly RulePage[] = [
  { slug: 'basic', path: 'rules/' },
  { slug: 'variants', path: 'variants/' },
  ...VARIANT_PAGES.map((slug) => ({ slug, path: `variants/${slug}/` })),
  { slug: 'silent', path: 'rules/silent/' },
  { slug: 'glossary', path: 'glossary/' },
];
