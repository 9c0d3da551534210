// The example board island with its strings (see ../strings.ts).
import ExampleBoard from '../ExampleBoard.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['board']);
export default localized(ExampleBoard, strings, (s) => ({ messages: s }));
