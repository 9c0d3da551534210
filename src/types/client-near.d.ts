// The site's own client directive (src/islands/near.ts, registered in astro.config.mjs), typed for .astro files.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:near'?: boolean;
  }
}
export {};
