/**
 * A route's `validateSearch` that keeps the named parameters as the router parsed them (it reads
 * `?page=2` as the number 2), each a number or a string of at most 200 characters, and nothing
 * else. The routes' definitions are in the app's entry, which every public visitor downloads, so
 * what a screen reads of its address (the values it takes, its messages) is checked by the
 * screen's own code, in its chunk (issue 42).
 */
export const plainSearch =
  <Name extends string>(names: readonly Name[]) =>
    (search: Record<string, unknown>): Partial<Record<Name, string | number>> => {
      const kept: Partial<Record<Name, string | number>> = {};
      for (const name of names) {
        const value = search[name];
        if (typeof value === 'number' || (typeof value === 'string' && value.length <= 200)) kept[name] = value;
      }
      return kept;
    };
