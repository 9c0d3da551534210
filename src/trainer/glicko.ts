// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): the reader's rating moves
// after each puzzle, played as a game against the puzzle's difficulty rating.

export interface Rating {
  /** Rating on the Glicko scale (1500 at the start). */
  readonly r: number;
  /** Rating deviation: how unsure the rating is. */
  readonly rd: number;
  /** Volatility: how erratic the results are. */
  readonly vol: number;
}

export interface Game {
  readonly r: number;
  readonly rd: number;
  /** 1 win, 0.5 draw, 0 loss. */
  readonly score: number;
}

export const START: Rating = { r: 1500, rd: 350, vol: 0.06 };
const SCALE = 173.7178;
/** System constant: how fast the volatility may change (0.3 to 1.2 in the paper). */
const TAU = 0.5;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The new volatility by the Illinois algorithm (step 5 of the paper). */
function volatility(phi: number, sigma: number, delta: number, v: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** The rating after one rating period with these games (no games: only the deviation grows). */
export function update(player: Rating, games: readonly Game[]): Rating {
  const mu = (player.r - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) return { ...player, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE };
  let vInv = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.r - 1500) / SCALE;
    const phiJ = game.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInv;
  const vol = volatility(phi, player.vol, v * sum, v);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { r: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

/** A puzzle's rating is fixed by the generator; a small deviation says we trust it. */
export const PUZZLE_RD = 60;

/**
 * Above this deviation a rating is provisional: it still swings by a hundred or more per puzzle
 * for the first dozen or so puzzles. Lichess uses the same threshold.
 */
export const PROVISIONAL_RD = 110;
export const isProvisional = (rating: Rating) => rating.rd > PROVISIONAL_RD;
