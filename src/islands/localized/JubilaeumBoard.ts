// The Anniversary board island with its strings (see ../strings.ts).
import JubilaeumBoard from '../JubilaeumBoard.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['board']);
export default localized(JubilaeumBoard, strings, (s) => ({ messages: s }));
