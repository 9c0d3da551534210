/** This browser's localStorage, or null where the browser blocks it (reading `localStorage` itself can throw). */
export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This tab's sessionStorage (kept across a reload, gone with the tab), or null where the browser blocks it. */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
