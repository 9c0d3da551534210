// Parts of the puzzle islands loaded on first need. The `@lazy-chunk` marker at each import makes the
// build load the part as a chunk of its own, without Vite's preload helper (astro.config.mjs).
import { useEffect, useState } from 'preact/hooks';

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/** A module loaded once it is wanted; 'failed' when its chunk could not be fetched (the next need tries again). */
export function useLazy<M>(load: () => Promise<M>, wanted: boolean, again?: unknown): M | 'failed' | null {
  const [loaded, setLoaded] = useState<M | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || (loaded && loaded !== 'failed')) return;
    let loading = loads.get(load) as Promise<M> | undefined;
    if (!loading) loads.set(load, (loading = load()));
    loading.then(setLoaded, () => {
      loads.delete(load);
      setLoaded('failed');
    });
  }, [wanted, again]);
  return wanted ? loaded : null;
}
