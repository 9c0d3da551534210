// Curated puzzles by seed: one small map per variant key and kind ("basic-where"), seed -> id,
// so `?puzzle=seed:basic:where:1660174229` finds its puzzle without a request that fails.
// The generator is not shipped to the embed: with it the page would pass its 40 KB budget.
import type { APIRoute } from 'astro';
import curated from '../../../content/puzzles/puzzles.json' with { type: 'json' };

const groups = new Map<string, Record<string, string>>();
for (const p of curated as { id: string; variant: string; kind: string; seed: number }[]) {
  const group = `${p.variant}-${p.kind}`;
  if (!groups.has(group)) groups.set(group, {});
  (groups.get(group) as Record<string, string>)[String(p.seed)] = p.id;
}

export function getStaticPaths() {
  return [...groups].map(([group, seeds]) => ({ params: { group }, props: { seeds } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.seeds), { headers: { 'Content-Type': 'application/json' } });
