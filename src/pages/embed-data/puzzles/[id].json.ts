// One curated puzzle per file, so an embed never downloads the whole set (731 KB).
import type { APIRoute } from 'astro';
import curated from '../../../content/puzzles/puzzles.json' with { type: 'json' };

export function getStaticPaths() {
  return (curated as { id: string }[]).map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.puzzle), { headers: { 'Content-Type': 'application/json' } });
