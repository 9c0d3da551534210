// One official example per file, so an embed fetches only the board it shows.
import type { APIRoute } from 'astro';

const files = import.meta.glob<unknown>(['../../../content/examples/*.json', '../../../content/examples/jubilaeum/*.json'], { eager: true, import: 'default' });

export function getStaticPaths() {
  return Object.entries(files).map(([path, scenario]) => ({
    params: { id: path.replace(/^.*\/(.+)\.json$/, '$1') },
    props: { scenario },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.scenario), { headers: { 'Content-Type': 'application/json' } });
