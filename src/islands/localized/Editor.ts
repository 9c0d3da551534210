// The board editor island with its strings (see ../strings.ts).
import Editor from '../editor/Editor.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['board', 'editor']);
export default localized(Editor, strings, (s) => ({ messages: s }));
