// An Anniversary puzzle's position drawn on the server: its page hands it to the trainer island
// as children, shown until the island's own Anniversary parts have loaded and, without
// JavaScript, for good. The same table the trainer draws, with nothing to press.
import * as board from '../islands/JubilaeumBoard.tsx';
import { AnniversaryTable, type AnniversaryMessages } from '../islands/trainer/Anniversary.ts';
import { kitOf } from '../islands/trainer/kit.ts';
import { translator, type TrainerMessages } from '../islands/trainer/text.ts';
import type { Puzzle } from '../puzzles/types.ts';

interface Props {
  messages: TrainerMessages;
  boardMessages: AnniversaryMessages;
  puzzle: Puzzle;
}

export default function AnniversaryPosition({ messages, boardMessages, puzzle }: Props) {
  return <AnniversaryTable kit={kitOf(board)} m={messages} t={translator(messages)} bm={boardMessages} p={puzzle} picked={null} pickable={false} onPick={() => undefined} current={null} />;
}
