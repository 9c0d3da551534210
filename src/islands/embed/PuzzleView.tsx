// A puzzle inside the embed, answered with the one puzzle view (puzzle/Solve.tsx): "where" puzzles on the
// puzzle board, the other kinds with the trainer's controls beside its table. Embed.tsx loads this
// module only when the address names a puzzle; it brings the trainer's words with it.
import { isLang } from '../../i18n/locales.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { islandStrings } from '../strings.ts';
import type { EmbedViewProps } from './keys.ts';
import { Solve, type SolveMessages } from '../puzzle/Solve.tsx';

const lang = document.documentElement.lang;
const trainer = (await islandStrings(['trainer']))(isLang(lang) ? lang : 'en');

/** The embed's puzzle view (number-card variants). */
export default function PuzzleEmbed({ model, m }: EmbedViewProps) {
  if (model.kind !== 'puzzle') return null;
  const p = model.puzzle;
  return (
    <section class="embed-puzzle" aria-label={m['teach.embed.puzzle.label']}>
      <Solve key={p.id} p={p} m={{ ...m, ...trainer } as SolveMessages} hints={model.options.hints}
        replay={(scenario) => <ExampleBoard id={`${p.id}-replay`} scenario={scenario} messages={m} />} />
    </section>
  );
}
