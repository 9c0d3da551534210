// The curated puzzles of one variant, as the trainer fetches them: a chosen puzzle costs its
// variant's file, never the whole set (/puzzles.json stays for others to reuse).
import type { APIRoute } from 'astro';
import curated from '../../content/puzzles/puzzles.json' with { type: 'json' };
import type { Puzzle } from '../../puzzles/types.ts';
import { isShown, SHOWN_KEYS } from '../../trainer/pick.ts';

const shown = (curated as unknown as Puzzle[]).filter(isShown);

export function getStaticPaths() {
  return SHOWN_KEYS.map((variant) => ({ params: { variant }, props: { puzzles: shown.filter((p) => p.variant === variant) } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.puzzles), { headers: { 'Content-Type': 'application/json' } });
