// Bots against bots: `npm run -s arena -- --variant basic --players 4 --hands 1000 --seed 11 --seats strong,heuristic,heuristic,heuristic --rotate --json`
// prints the mean penalty points per hand of each seat's bot; without --json a table with 95% intervals.
import { ARENA_USAGE, arenaTable, comparisons, parseArenaArgs, runArena } from '../src/bots/arena.ts';

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function main(): void {
  const parsed = parseArenaArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`arena: ${parsed.error}\n${ARENA_USAGE}`);
    process.exit(1);
  }
  const s = parsed.value;
  const result = runArena(s, cpuSeconds);
  if (s.json) {
    const seats = result.seats.map(({ bot, meanPoints, ci95 }) => ({ bot, meanPoints, ci95 }));
    console.log(JSON.stringify({ seats, versus: comparisons(result), hands: result.handsPlayed, moves: result.moves }));
  } else console.log(arenaTable(s, result));
}

main();
