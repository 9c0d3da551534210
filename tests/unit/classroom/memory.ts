// A Storage for the tests of what the classroom keeps on the device.

/** A Storage over a Map; `refuse` makes every call throw as a blocked or full storage does. */
export function memory(refuse = false): Storage {
  const map = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('refused', 'SecurityError');
  };
  return {
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (guard(), map.get(k) ?? null),
    setItem: (k, v) => (guard(), void map.set(k, v)),
    removeItem: (k) => (guard(), void map.delete(k)),
    clear: () => map.clear(),
  };
}
