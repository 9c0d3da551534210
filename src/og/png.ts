// SVG to PNG at build time with resvg (no browser, nothing fetched): the fonts are the machine's own.
import { Resvg } from '@resvg/resvg-js';

export function pngResponse(svg: string): Response {
  const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
