// The embed island with its strings (see ../strings.ts).
import Embed from '../embed/Embed.tsx';
import { islandStrings, localized } from '../strings.ts';

const strings = await islandStrings(['embed']);
export default localized(Embed, strings, (s) => ({ messages: s }));
