// The embed's Anniversary puzzles (special cards), answered with the one puzzle component
// (puzzle/Solve.tsx) like every other, with the trainer's own Anniversary parts (trainer/Anniversary.tsx):
// how the puzzle board draws special cards, the table of the other kinds, and the controls of
// "Which special card, and how?". Embed.tsx loads it only for such a puzzle, after the special
// cards' rules (load.ts).
import { useMemo } from 'preact/hooks';
import { isLang } from '../../i18n/locales.ts';
import { legalSpecialPlays, solveJubilaeum } from '../../puzzles/jubilaeum.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { islandStrings } from '../strings.ts';
import { solveParts } from '../trainer/Anniversary.tsx';
import { translator } from '../trainer/text.ts';
import type { EmbedViewProps } from './keys.ts';
import { Solve, type SolveMessages } from '../puzzle/Solve.tsx';

const lang = document.documentElement.lang;
const trainer = (await islandStrings(['trainer']))(isLang(lang) ? lang : 'en');

export default function SpecialView({ model, m: em }: EmbedViewProps) {
  const p = model.kind === 'special-puzzle' ? model.puzzle : null;
  const m = { ...em, ...trainer } as SolveMessages & typeof em;
  const t = translator(m);
  const q = p?.question;
  // The legal plays of a `special` puzzle: the special cards' rules are loaded in this frame (load.ts).
  const legal = useMemo(() => (p && q?.kind === 'special' ? (legalSpecialPlays(p.scenario, q) ?? []) : []), [p]);
  const parts = useMemo(() => (p ? solveParts({ m, t, bm: em, p, legal }) : undefined), [p]);
  if (model.kind !== 'special-puzzle' || !p) return null;
  return (
    <section class="embed-puzzle" aria-label={em['teach.embed.puzzle.label']}>
      <Solve key={p.id} p={p} m={m} hints={model.options.hints} {...parts}
        // The solution's turn, worked out here as the legal plays are (the trainer asks its worker).
        findReplay={(x) => Promise.resolve(solveJubilaeum(x)?.scenario ?? null)}
        replay={(scenario) => <ExampleBoard id={`${p.id}-replay`} scenario={scenario} messages={em} />} />
    </section>
  );
}
