// What the Anniversary parts borrow from the trainer (see Anniversary.ts for why they are lent,
// not imported): the trainer hands it over once they have loaded, the puzzle page on the server.
import { Card } from '../../components/Card.tsx';
import { cardLabel } from '../../i18n/card.ts';
import { asksPosition, offeredRows, playsOf, specialChoices, specialPlaysOf } from '../../trainer/answer.ts';
import type { Kit } from './Anniversary.ts';
import { Hands, Rows } from './Table.tsx';
import { specialName, specialText } from './text.ts';

export const kitOf = (board: Kit['board']): Kit => ({ board, Card, cardLabel, Rows, Hands, specialName, specialText, asksPosition, offeredRows, specialPlaysOf, playsOf, specialChoices });
