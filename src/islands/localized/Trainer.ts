// The trainer island with its strings (see ../strings.ts).
import Trainer from '../trainer/Trainer.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['board', 'trainer']);
export default localized(Trainer, strings, (s) => ({ messages: s, boardMessages: s }));
