import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The one bridge from islands to XState actors: re-renders when the selected value changes.
 * `compare` decides when two selections are the same (default: Object.is).
 */
export function useSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  // The latest selector and compare, so an inline arrow does not resubscribe every render.
  const latest = useRef({ selector, compare });
  latest.current = { selector, compare };
  const [selected, setSelected] = useState(() => selector(actor.getSnapshot()));

  useEffect(() => {
    const update = (snapshot: SnapshotFrom<TActor>) => {
      const next = latest.current.selector(snapshot);
      setSelected((previous) => (latest.current.compare(previous, next) ? previous : next));
    };
    update(actor.getSnapshot());
    const subscription = actor.subscribe(update);
    return () => subscription.unsubscribe();
  }, [actor]);

  return selected;
}
