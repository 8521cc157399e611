/**
 * A strict RFC 4180 reader: records end with CRLF, fields are separated by commas, a quoted field
 * doubles its quotes, and an unquoted field holds no quote, CR or LF. Anything else throws, so a
 * file a spreadsheet would split or glue differently than meant never reads back as "fine". (No CSV
 * parser is in the tree; this is the grammar of the RFC, about as long as adding one.)
 */
const SPECIAL = /[,\r\n"]/g;

export const readCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not RFC 4180 CSV at character ${at}: ${why} (${JSON.stringify(text.slice(Math.max(0, at - 20), at + 20))})`);
  };
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) fail('a quoted field is never closed');
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      SPECIAL.lastIndex = at;
      const stop = SPECIAL.exec(text)?.index ?? text.length;
      field = text.slice(at, stop);
      at = stop;
      if (text[at] === '"') fail('a quote inside an unquoted field');
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    if (text.startsWith('\r\n', at)) at += 2;
    else if (at < text.length) fail('a field ends without a comma or CRLF');
    records.push(record);
    record = [];
  }
  if (record.length > 0) fail('the last record does not end with CRLF');
  return records;
};
