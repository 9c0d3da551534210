// The bots think here, off the page's thread, so the table never freezes while they search.
import { botAnswer, type BotRequest } from './bot-answer.ts';

self.onmessage = (e: MessageEvent<BotRequest>) => {
  (self as unknown as Worker).postMessage(botAnswer(e.data));
};
