// Kinds 3 and 4: 1,000 seeds per key for which-row; safe-card's exhaustive search is dearer, 300 per key.
import { seedSuite } from './seeds.ts';

seedSuite(['which-row', 'safe-card'], (kind) => (kind === 'safe-card' ? 300 : 1000));
