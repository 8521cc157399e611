/**
 * What is being made right now, per key and content generation: callers asking for the same key in
 * the same generation share one making (a write since starts a new one), forgotten once it settles.
 * The public replies (replies.ts) and the pages (pages.ts) are made this way.
 */
export const createInFlight = <K, V>() => {
  const running = new Map<K, { generation: number; value: Promise<V> }>();
  return (key: K, generation: number, make: () => Promise<V>): Promise<V> => {
    const current = running.get(key);
    if (current && current.generation === generation) return current.value;
    const value = make();
    running.set(key, { generation, value });
    const forget = () => {
      if (running.get(key)?.value === value) running.delete(key);
    };
    value.then(forget, forget);
    return value;
  };
};
