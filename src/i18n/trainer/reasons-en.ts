// English: why a strategy puzzle's answer is best (see src/puzzles/types.ts, Reason), and the page of a
// retired puzzle id. de and nl must match.
export const reasonsEn = {
  'trainer.reason.bullheads.one': '1 bullhead',
  'trainer.reason.bullheads.other': '{n} bullheads',
  'trainer.reason.row-cheapest': 'When {player} has to take a row, row {row} is the cheapest: {cost}.',
  'trainer.reason.row-takes-again': 'Row {looks} looks cheaper ({looksBullheads}), but after taking it {player} would take again with card {again}: {looksCost} in all. Row {row} costs just {cost}.',
  'trainer.reason.row-costs-more': 'Row {looks} looks cheaper ({looksBullheads}), but by the end of the turn it costs {player} {looksCost}. Row {row} costs just {cost}.',
  'trainer.reason.row-next': 'The next best choice, row {option}, costs {cost}.',
  'trainer.reason.other-order': 'Laid in the other order, the two cards cost at least {cost}.',
  'trainer.reason.card-safe': 'Card {card} takes nothing, whatever the others play.',
  'trainer.reason.card-safe-next': 'With card {option}, {player} could pick up {cost}.',
  'trainer.reason.card-least-loss': 'Every card can take a row here. With card {card}, {player} loses {cost} at most.',
  'trainer.reason.card-least-loss-next': 'The next best, card {option}, can cost {cost}.',
  'trainer.reason.card-least-loss-shown': 'Every card takes a row here. Card {card} costs {player} the least: {cost}.',
  'trainer.reason.card-least-loss-shown-next': 'The next best, card {option}, costs {cost}.',
  'trainer.reason.special-cheapest': 'Card {card} with {name} costs {player} {cost}.',
  // Negative = Positive decides it: the take's cost after the card it names turns plus.
  'trainer.reason.special-negativePositive': 'Card {card} takes a row, but Negative = Positive on card {positive} makes that card\'s bullheads ({positiveBullheads}) count as plus points. All told, the take costs {player} {cost}.',
  'trainer.reason.special-plain': 'Without a special card, the best play costs {cost}.',
  'trainer.reason.special-next': 'The best play with card {option} costs {cost}.',
  // A wrong answer to a strategy puzzle: the misconception behind it, without giving the answer away.
  'trainer.wrong.row-looks': 'Row {row} has the fewest bullheads when {player} takes it ({bullheads}), but the rest of the turn makes it cost {cost} in all.',
  'trainer.wrong.row-again': 'Row {row} looks cheapest ({bullheads}), but after taking it {player} takes again with card {again}: {cost} in all.',
  'trainer.wrong.row-runner': 'Row {row} costs {player} {cost}; another row costs less.',
  'trainer.wrong.row': 'Row {row} is not the cheapest choice once the whole turn is placed.',
  'trainer.wrong.order': 'In this order the two cards cost {player} at least {cost}.',
  'trainer.wrong.card-runner': 'With card {card}, {player} can pick up {cost} when the others play their worst.',
  'trainer.wrong.card': 'When the others play their worst, card {card} can cost {player} more than another card in hand.',
  'trainer.wrong.special-runner': 'Even the best play with card {card} costs {player} {cost}; another card does better.',
  'trainer.wrong.special': 'Whatever special card goes with it, card {card} costs {player} more than the best play.',
  'trainer.wrong.special-play': 'Played this way, card {card} is not the cheapest play.',
  // A hint that points at the move to think about (src/puzzles/hints.ts), never at the themes.
  'trainer.hintFocus.take': 'Card {card} is where something happens: look hard at the rows just before it is placed.',
  'trainer.hintFocus.lowest': 'Start with the lowest card, {card}.',
  'trainer.hintFocus.later': 'Before you compare the rows, play out the rest of the turn after card {card}.',
  'trainer.hintFocus.worst': 'Test each card against the others\' worst plays, not their likely ones.',
  // The page of a retired puzzle id.
  'trainer.retired.title': 'This puzzle was retired',
  'trainer.retired.body': 'Puzzle {id} is no longer in the set. Here is one of the same kind and about as hard:',
  'trainer.retired.next': 'Next puzzle',
} as const;

export type ReasonKey = keyof typeof reasonsEn;
