// One preview image per example board and language: the board as it stands after its last turn.
import type { APIRoute } from 'astro';
import type { Card } from '../../../../engine/cards.ts';
import type { Scenario } from '../../../../engine/scenario-types.ts';
import { LANGS, useTranslations, type Lang } from '../../../../i18n/index.ts';
import { runBoard } from '../../../../machines/board-run.ts';
import { lineOf } from '../../../../machines/board.ts';
import { boardSvg } from '../../../../og/draw.ts';
import { pngResponse } from '../../../../og/png.ts';
import { VARIANTS } from '../../../../engine/variants.ts';

const files = import.meta.glob<Scenario>(['../../../../content/examples/*.json', '../../../../content/examples/jubilaeum/*.json'], { eager: true, import: 'default' });

export function getStaticPaths() {
  const examples = Object.entries(files).map(([path, scenario]) => ({ id: path.replace(/^.*\/(.+)\.json$/, '$1'), scenario }));
  return LANGS.flatMap((lang) => examples.map(({ id, scenario }) => ({ params: { lang, id }, props: { scenario } })));
}

/** The rows at the end of the example; the start rows where the board cannot be run here (special cards). */
function lastRows(scenario: Scenario): readonly (readonly Card[])[] {
  const run = VARIANTS[scenario.variant].specialCards ? null : runBoard(scenario);
  const steps = run?.ok ? lineOf(run.value).steps : [];
  return steps.at(-1)?.rows ?? (scenario.rows as readonly (readonly Card[])[]);
}

export const GET: APIRoute = ({ params, props }) => {
  const t = useTranslations(params.lang as Lang);
  const scenario = props.scenario as Scenario;
  return pngResponse(boardSvg(t(`variant.${scenario.variant}`), lastRows(scenario)));
};
