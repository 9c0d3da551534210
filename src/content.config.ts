import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// The rulebook, one MDX file per page and language: src/content/rules/<lang>/<slug>.mdx
const rules = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './src/content/rules' }),
  schema: z.object({
    title: z.string(),
    /** One sentence for the page's meta description and for overviews. */
    description: z.string(),
    /** Menu order within its section. */
    order: z.number().int(),
  }),
});

export const collections = { rules };
