/**
 * Removes secrets from a log line: password hashes, session and token values, password fields,
 * and the values of SQL statements (Strapi's database errors quote whole statements, which would
 * carry a hash or the text of a family's message).
 */
const RULES: Array<[RegExp, string]> = [
  // bcrypt hashes, whole or cut short.
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{0,53}/g, '[hash]'],
  // Session cookies and bearer/JWT tokens.
  [/(afh_session=|strapi_admin_refresh=|jwtToken=)[^;\s"']*/gi, '$1[redacted]'],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[token]'],
  // SHA-256 hex digests (stored session token hashes) and longer hex secrets.
  [/\b[a-f0-9]{64,}\b/gi, '[hash]'],
  // password / token fields written as JSON, key=value or query strings.
  [
    /(["']?\b(?:\w*password\w*|\w*token\w*|secret)\b["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&}\]]+)/gi,
    '$1[redacted]',
  ],
];

const STATEMENT = /\b(?:insert\s+into|update\s+[`"']?\w+[`"']?\s+set|delete\s+from)\b/i;
/**
 * Whether a line quotes an SQL statement. "select ... from" is found as the first "select" and
 * then any "from" after it: a lazy `select\s.+?\sfrom` scans to the end of the line from every
 * "select", which is quadratic on a line of many of them.
 */
const quotesSql = (text: string) => {
  if (STATEMENT.test(text)) return true;
  const select = text.search(/\bselect\s/i);
  return select >= 0 && /\sfrom\b/i.test(text.slice(select));
};

export const redact = (text: string): string => {
  let out = text;
  // Every literal of an SQL statement: values and conditions of any table.
  if (quotesSql(out)) out = out.replace(/'(?:[^'\\]|\\.|'')*'/g, "'?'").replace(/\bvalues\s*\(([^)]*)\)/gi, 'values (?)');
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
};
