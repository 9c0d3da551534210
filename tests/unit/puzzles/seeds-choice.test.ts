// Kinds 3 and 4 (full counts; npm test sweeps a quarter, seeds.ts): 1,000 seeds per key for which-row; safe-card's exhaustive search is dearer, 300 per key.
// The special kind (variants with special cards): 200 seeds per key.
import { seedSuite } from './seeds.ts';

seedSuite(['which-row', 'safe-card', 'special'], (kind) => (kind === 'safe-card' ? 300 : kind === 'special' ? 200 : 1000));
