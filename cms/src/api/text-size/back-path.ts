/** Any origin will do: only whether the address stays on it matters. */
const HERE = 'http://site.invalid';
/** Longer than any page's address on this site. */
const MAX_LENGTH = 2000;

/**
 * Where a visitor goes back to after choosing a text size: the page they were on, as a path of
 * this site (its path and query, percent-encoded as the URL parser writes it, so no line break or
 * other header text survives), or the home page. What a browser would read as another site is
 * refused: `//host`, `/\host`, a scheme, a tab or line break inside `//` (browsers drop those), and
 * anything that is not a string starting with one slash.
 */
export const backPath = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return '/';
  }
  if (url.origin !== HERE) return '/';
  return `${url.pathname}${url.search}`;
};
