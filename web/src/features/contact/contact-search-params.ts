// The contact route's validateSearch, apart from the rest of contact-search.ts: the route's
// definition is in the app's entry (the router needs it to match an address), so what it imports
// is downloaded on every page; reading the outcome of a form post (and the server's messages it
// trusts) travels with the contact page's chunk.

/**
 * The contact page's own query parameters (the rest of a query string changes nothing on the
 * page), as the router parsed them: it reads `sent=1` as the number 1.
 */
type Param = string | number;
export type ContactSearchParams = { type?: Param; sent?: Param; error?: Param; tour?: Param; ics?: Param; manage?: Param };

const PARAMS = ['type', 'sent', 'error', 'tour', 'ics', 'manage'] as const;

/**
 * The route's search: which parameters make the page what it is (the server draws one page per
 * set of them, entry-server.tsx). Each is kept as the router parsed it: the router writes the
 * search back into the address, and a string "1" would come back as `"1"` (then redirected to);
 * the page reads the raw query string (contact-search.ts).
 */
export const contactSearchParams = (search: Record<string, unknown>): ContactSearchParams => {
  const kept: ContactSearchParams = {};
  for (const name of PARAMS) {
    const value = search[name];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 200)) kept[name] = value;
  }
  return kept;
};
