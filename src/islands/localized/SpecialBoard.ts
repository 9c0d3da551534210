// The example board island for scenarios with special cards: the same island, hydrated only once
// their rules and words are loaded (here, not in ExampleBoard.ts, so other boards never load them).
import { loadSpecialCards } from '../board/variant.ts';

await loadSpecialCards();
export { default } from './ExampleBoard.ts';
