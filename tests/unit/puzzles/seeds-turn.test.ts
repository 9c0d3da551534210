// Kinds 1 and 2 over 1,000 seeds per variant key.
import { seedSuite } from './seeds.ts';

seedSuite(['where', 'who-takes'], () => 1000);
