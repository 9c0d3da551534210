// "Open as puzzle": the editor's last turn answered with the one puzzle component (Solve), as in
// the trainer and the embed. Outputs.tsx loads this module (and the trainer's words) only when
// the puzzle is opened, so the editor's first load stays as it was.
import type { Puzzle } from '../../puzzles/types.ts';
import { isLang } from '../../i18n/locales.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { islandStrings } from '../strings.ts';
import { Solve, type SolveMessages } from '../puzzle/Solve.tsx';
import type { EditorMessages } from './messages.ts';

const lang = document.documentElement.lang;
const trainer = (await islandStrings(['trainer']))(isLang(lang) ? lang : 'en');

export default function TryPuzzle({ p, m }: { p: Puzzle; m: EditorMessages }) {
  return (
    <Solve p={p} m={{ ...m, ...trainer } as unknown as SolveMessages}
      replay={(scenario) => <ExampleBoard id="editor-puzzle-replay" scenario={scenario} messages={m} />} />
  );
}
