// Deutsch: warum die Lösung einer Strategie-Aufgabe die beste ist. Schlüssel wie in reasons-en.ts.
import type { ReasonKey } from './reasons-en.ts';

export const reasonsDe: Record<ReasonKey, string> = {
  'trainer.reason.bullheads.one': '1 Hornochse',
  'trainer.reason.bullheads.other': '{n} Hornochsen',
  'trainer.reason.row-cheapest': 'Muss {player} eine Reihe nehmen, ist Reihe {row} die billigste: {cost}.',
  'trainer.reason.row-takes-again': 'Reihe {looks} wirkt billiger ({looksBullheads}), doch danach nähme {player} mit Karte {again} noch einmal: zusammen {looksCost}. Reihe {row} kostet nur {cost}.',
  'trainer.reason.row-costs-more': 'Reihe {looks} wirkt billiger ({looksBullheads}), doch bis zum Ende des Zugs kostet sie {player} {looksCost}. Reihe {row} kostet nur {cost}.',
  'trainer.reason.row-next': 'Die zweitbeste Wahl, Reihe {option}, kostet {cost}.',
  'trainer.reason.other-order': 'Andersherum angelegt kosten die beiden Karten mindestens {cost}.',
  'trainer.reason.card-safe': 'Karte {card} nimmt nichts, egal was die anderen spielen.',
  'trainer.reason.card-safe-next': 'Mit Karte {option} könnte {player} {cost} kassieren.',
  'trainer.reason.card-least-loss': 'Hier kann jede Karte eine Reihe nehmen. Mit Karte {card} verliert {player} höchstens {cost}.',
  'trainer.reason.card-least-loss-next': 'Die nächstbeste, Karte {option}, kann {cost} kosten.',
  'trainer.reason.special-cheapest': 'Karte {card} mit {name} kostet {player} {cost}.',
  'trainer.reason.special-negativePositive': 'Karte {card} nimmt eine Reihe, doch mit Minus = Plus auf Karte {positive} zählen die Hornochsen dieser Karte ({positiveBullheads}) als Pluspunkte. Unterm Strich kostet das {player} {cost}.',
  'trainer.reason.special-plain': 'Ohne Sonderkarte kostet der beste Zug {cost}.',
  'trainer.reason.special-next': 'Der beste Zug mit Karte {option} kostet {cost}.',
  'trainer.wrong.row-looks': 'Reihe {row} hat beim Nehmen die wenigsten Hornochsen ({bullheads}), doch der Rest des Zugs macht daraus {cost}.',
  'trainer.wrong.row-again': 'Reihe {row} wirkt am billigsten ({bullheads}), doch danach nimmt {player} mit Karte {again} noch eine Reihe: zusammen {cost}.',
  'trainer.wrong.row-runner': 'Reihe {row} kostet {player} {cost}; eine andere Reihe kostet weniger.',
  'trainer.wrong.row': 'Reihe {row} ist nicht die billigste Wahl, wenn der ganze Zug angelegt ist.',
  'trainer.wrong.order': 'In dieser Reihenfolge kosten die beiden Karten {player} mindestens {cost}.',
  'trainer.wrong.card-runner': 'Mit Karte {card} kann {player} {cost} kassieren, wenn die anderen am ungünstigsten spielen.',
  'trainer.wrong.card': 'Spielen die anderen am ungünstigsten, kann Karte {card} {player} mehr kosten als eine andere Karte der Hand.',
  'trainer.wrong.special-runner': 'Auch der beste Zug mit Karte {card} kostet {player} noch {cost}; mit einer anderen Karte geht es billiger.',
  'trainer.wrong.special': 'Mit welcher Sonderkarte auch immer: Karte {card} kostet {player} mehr als der beste Zug.',
  'trainer.wrong.special-play': 'So gespielt ist Karte {card} nicht der billigste Zug.',
  // A hint that points at the move to think about (src/puzzles/hints.ts), never at the themes.
  'trainer.hintFocus.take': 'Bei Karte {card} passiert etwas: Schau dir die Reihen genau an, kurz bevor sie angelegt wird.',
  'trainer.hintFocus.lowest': 'Fang mit der niedrigsten Karte an, der {card}, und lege die Karten aufsteigend an, eine nach der anderen.',
  'trainer.hintFocus.later': 'Bevor du die Reihen vergleichst, spiel den Rest des Zugs nach Karte {card} durch.',
  'trainer.hintFocus.worst': 'Prüf jede Karte gegen die schlimmsten Züge der anderen, nicht gegen die wahrscheinlichsten.',
  // The page of a retired puzzle id.
  'trainer.retired.title': 'Dieses Rätsel gibt es nicht mehr',
  'trainer.retired.body': 'Rätsel {id} ist nicht mehr in der Sammlung. Hier ist eins von derselben Art, etwa gleich schwer:',
  'trainer.retired.next': 'Nächstes Rätsel',
};
