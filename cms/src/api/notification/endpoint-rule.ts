import type { LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { badRequest } from '../../content/http';
import { checkOutbound, resolveOutbound } from '../../security/outbound-address';

/** Push services listen on the https port; a public host on another port is not one. */
const PUSH_PORTS = [443] as const;

const REFUSED = 'This browser\'s alert address cannot be used';

/**
 * The rule on a push endpoint, as the browser sent it (issue 45): an https address on a public host
 * and port 443, in every spelling the address rule knows (security/outbound-address.ts);
 * ALLOW_PRIVATE_HOSTS=true lifts the public-host part for tests and a local push relay, never the
 * https part. Checked again at each send (`pushAgent`), after DNS resolution.
 */
export const checkEndpoint = (endpoint: string): URL => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(`${REFUSED}: it is not a web address.`, 'endpoint');
  }
  if (url.protocol !== 'https:') throw badRequest(`${REFUSED}: it does not use https.`, 'endpoint');
  if (url.username || url.password) throw badRequest(`${REFUSED}: it carries a user name.`, 'endpoint');
  const verdict = checkOutbound(url.hostname, portOf(url), undefined, PUSH_PORTS);
  if (!verdict.allowed) throw badRequest(`${REFUSED}: it is ${verdict.reason}.`, 'endpoint');
  return url;
};

const portOf = (url: URL) => (url.port ? Number(url.port) : 443);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection to a push service goes to the address the rule checked, resolved once: a name that
 * resolves to a private address (or to another one on a second lookup, DNS rebinding) is refused
 * at the connection itself. Literal addresses never reach a lookup: a send checks the stored address with `checkEndpoint` first.
 */
export const pushAgent = (url: URL) =>
  new Agent({
    keepAlive: false,
    lookup: (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
      resolveOutbound(hostname, portOf(url), { ports: PUSH_PORTS }).then(
        (address) => {
          const family = address.includes(':') ? 6 : 4;
          if (options.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        },
        (error: NodeJS.ErrnoException) => callback(error, ''),
      );
    },
  });
