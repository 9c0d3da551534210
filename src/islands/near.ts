// client:near, how a rulebook board comes alive: when it scrolls into view, as with client:visible, and also at
// the reader's first Tab key. A board still drawn by the server has nothing to focus, so a keyboard reader tabbing
// down the page would pass it by before it scrolled into view; after the first Tab every board is live.
import type { ClientDirective } from 'astro';

const near: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    inView.disconnect();
    removeEventListener('keydown', onKey, true);
    await (await load())();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') void start();
  };
  const inView = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void start();
  });
  // The island element itself has no box (display: contents): its children are what scrolls into view.
  for (const child of island.children) inView.observe(child);
  addEventListener('keydown', onKey, true);
};

export default near;
