// Kinds 1 and 2 (full counts; npm test sweeps a quarter, seeds.ts) over 1,000 seeds per variant key; 400 for a key with special cards, whose puzzles are dearer to check.
import { VARIANTS } from '../../../src/engine/index.ts';
import { KEY_SPECS } from '../../../src/puzzles/index.ts';
import { seedSuite } from './seeds.ts';

seedSuite(['where', 'who-takes'], (_, key) => (VARIANTS[KEY_SPECS[key].variant].specialCards ? 400 : 1000));
