// Curated puzzles by their seed (`?puzzle=seed:basic:where:1660174229`), one small file each.
// The generator is not shipped to the embed: with it the page would pass its 40 KB budget.
import type { APIRoute } from 'astro';
import curated from '../../../content/puzzles/puzzles.json' with { type: 'json' };

export function getStaticPaths() {
  return (curated as { variant: string; kind: string; seed: number }[]).map((puzzle) => ({
    params: { seed: `${puzzle.variant}-${puzzle.kind}-${puzzle.seed}` },
    props: { puzzle },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.puzzle), { headers: { 'Content-Type': 'application/json' } });
