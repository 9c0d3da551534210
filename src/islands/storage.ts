/** This browser's localStorage, or null where the browser blocks it (reading `localStorage` itself can throw). */
export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
