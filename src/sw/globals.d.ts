// What scripts/service-worker.mjs writes in front of worker.js.
declare const VERSION: string;
declare const PRECACHE: readonly (readonly [path: string, hash: string])[];
