// Links into the glossary and the silent page work the same in every language: the anchors match.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ids = (lang: string, slug: string) =>
  [...readFileSync(`src/content/rules/${lang}/${slug}.mdx`, 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]).sort();

describe.each(['glossary', 'silent'])('the %s page', (slug) => {
  it('has the same anchors in English, German and Dutch', () => {
    const en = ids('en', slug);
    expect(en.length).toBeGreaterThan(10);
    expect(ids('de', slug)).toEqual(en);
    expect(ids('nl', slug)).toEqual(en);
  });
});
