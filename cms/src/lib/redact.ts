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

const SQL = /\b(insert\s+into|update\s+[`"']?\w+[`"']?\s+set|delete\s+from|select\s.+?\sfrom)\b/is;

export const redact = (text: string): string => {
  let out = text;
  // Every literal of an SQL statement: values and conditions of any table.
  if (SQL.test(out)) out = out.replace(/'(?:[^'\\]|\\.|'')*'/g, "'?'").replace(/\bvalues\s*\(([^)]*)\)/gi, 'values (?)');
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
};
