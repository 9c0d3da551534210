// Nederlands: waarom het antwoord op een strategiepuzzel het beste is. Sleutels als in reasons-en.ts.
import type { ReasonKey } from './reasons-en.ts';

export const reasonsNl: Record<ReasonKey, string> = {
  'trainer.reason.bullheads.one': '1 runderkop',
  'trainer.reason.bullheads.other': '{n} runderkoppen',
  'trainer.reason.row-cheapest': 'Moet {player} een rij pakken, dan is rij {row} de goedkoopste: {cost}.',
  'trainer.reason.row-takes-again': 'Rij {looks} lijkt goedkoper ({looksBullheads}), maar daarna pakt {player} met kaart {again} nóg een rij: samen {looksCost}. Rij {row} kost maar {cost}.',
  'trainer.reason.row-costs-more': 'Rij {looks} lijkt goedkoper ({looksBullheads}), maar aan het eind van de beurt kost die {player} {looksCost}. Rij {row} kost maar {cost}.',
  'trainer.reason.row-next': 'De op één na beste keuze, rij {option}, kost {cost}.',
  'trainer.reason.other-order': 'In de andere volgorde aangelegd kosten de twee kaarten minstens {cost}.',
  'trainer.reason.card-safe': 'Kaart {card} pakt niets, wat de anderen ook spelen.',
  'trainer.reason.card-safe-next': 'Met kaart {option} kan {player} {cost} oplopen.',
  'trainer.reason.card-least-loss': 'Hier kan elke kaart een rij pakken. Met kaart {card} verliest {player} hooguit {cost}.',
  'trainer.reason.card-least-loss-next': 'De op één na beste, kaart {option}, kan {cost} kosten.',
  'trainer.reason.special-cheapest': 'Kaart {card} met {name} kost {player} {cost}.',
  'trainer.reason.special-negativePositive': 'Kaart {card} pakt een rij, maar met Min = Plus op kaart {positive} tellen de runderkoppen van die kaart ({positiveBullheads}) als pluspunten. Alles bij elkaar kost dat {player} {cost}.',
  'trainer.reason.special-plain': 'Zonder speciale kaart kost de beste zet {cost}.',
  'trainer.reason.special-next': 'De beste zet met kaart {option} kost {cost}.',
  'trainer.wrong.row-looks': 'Rij {row} heeft bij het pakken de minste runderkoppen ({bullheads}), maar door de rest van de beurt kost die {cost}.',
  'trainer.wrong.row-again': 'Rij {row} lijkt het goedkoopst ({bullheads}), maar daarna pakt {player} met kaart {again} nóg een rij: samen {cost}.',
  'trainer.wrong.row-runner': 'Rij {row} kost {player} {cost}; een andere rij is goedkoper.',
  'trainer.wrong.row': 'Rij {row} is niet de goedkoopste keuze als je de hele beurt uitspeelt.',
  'trainer.wrong.order': 'In deze volgorde kosten de twee kaarten {player} minstens {cost}.',
  'trainer.wrong.card-runner': 'Met kaart {card} kan {player} {cost} oplopen als de anderen het ongunstigst spelen.',
  'trainer.wrong.card': 'Spelen de anderen het ongunstigst, dan kan kaart {card} {player} meer kosten dan een andere kaart uit de hand.',
  'trainer.wrong.special-runner': 'Ook de beste zet met kaart {card} kost {player} nog {cost}; met een andere kaart kan het goedkoper.',
  'trainer.wrong.special': 'Met welke speciale kaart ook: kaart {card} kost {player} meer dan de beste zet.',
  'trainer.wrong.special-play': 'Zo gespeeld is kaart {card} niet de goedkoopste zet.',
  // A hint that points at the move to think about (src/puzzles/hints.ts), never at the themes.
  'trainer.hintFocus.take': 'Bij kaart {card} gebeurt er iets: bekijk de rijen goed vlak voordat die wordt aangelegd.',
  'trainer.hintFocus.lowest': 'Begin met de laagste kaart, de {card}, en leg de kaarten één voor één aan, van laag naar hoog.',
  'trainer.hintFocus.later': 'Speel eerst de rest van de beurt na kaart {card} uit, en vergelijk dan pas de rijen.',
  'trainer.hintFocus.worst': 'Toets elke kaart aan de ergste zetten van de anderen, niet aan de waarschijnlijkste.',
  // The page of a retired puzzle id.
  'trainer.retired.title': 'Deze puzzel bestaat niet meer',
  'trainer.retired.body': 'Puzzel {id} zit niet meer in de verzameling. Probeer deze, van dezelfde soort en ongeveer even moeilijk:',
  'trainer.retired.next': 'Volgende puzzel',
};
