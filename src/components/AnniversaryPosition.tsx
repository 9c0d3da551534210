// An Anniversary puzzle's position drawn on the server: its page hands it to the trainer island
// as children, shown until the island's own Anniversary parts have loaded and, without
// JavaScript, for good. The same board the trainer draws, with nothing to press: a "where"
// puzzle on the one puzzle board (the page loads the special cards' rules first), the others on
// the trainer's table.
import { stagesOf } from '../islands/puzzle/where.ts';
import { WhereBoard } from '../islands/puzzle/WhereBoard.tsx';
import type { PuzzleBoardMessages } from '../islands/puzzle/keys.ts';
import { AnniversaryTable, specialDrawing } from '../islands/trainer/Anniversary.tsx';
import type { TrainerProps } from '../islands/trainer/Trainer.tsx';
import { translator, type TrainerMessages } from '../islands/trainer/text.ts';
import type { Puzzle } from '../puzzles/types.ts';

interface Props {
  messages: TrainerMessages;
  boardMessages: TrainerProps['boardMessages'];
  puzzle: Puzzle;
}

export default function AnniversaryPosition({ messages, boardMessages, puzzle }: Props) {
  const t = translator(messages);
  const stages = stagesOf(puzzle);
  if (stages) {
    return (
      <WhereBoard m={{ ...boardMessages, ...messages } as PuzzleBoardMessages} stages={stages} part={0} state="solving" wrong={null} profi={false}
        players={puzzle.scenario.players ?? []} onPick={null} special={specialDrawing({ t, bm: boardMessages, p: puzzle })} />
    );
  }
  return (
    <div class="board trainer-table">
      <div class="board-live">
        <AnniversaryTable m={messages} t={t} bm={boardMessages} p={puzzle} picked={null} pickable={false} onPick={() => undefined} />
      </div>
    </div>
  );
}
