// Everything may be crawled; the sitemap's address is absolute on the configured site.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`, { headers: { 'Content-Type': 'text/plain' } });
