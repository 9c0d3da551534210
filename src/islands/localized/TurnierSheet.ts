// The Turnier score sheet island with its strings (see ../strings.ts).
import TurnierSheet from '../TurnierSheet.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['turnier']);
export default localized(TurnierSheet, strings, (s) => ({ messages: s }));
