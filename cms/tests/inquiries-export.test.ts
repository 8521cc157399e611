import { describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { readCsv } from './helpers/csv';
import { api, baseUrl } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';

/**
 * The inbox download read back by a strict CSV reader (issue 41): a visitor's line breaks stay
 * inside their cell, so every row and cell comes back as sent, and no line of any cell (what a
 * reader that splits at each line break takes for a cell of its own) starts a formula.
 */
const FORMULA = /^[=+\-@\t\r]/;
/** The apostrophes the export put before a formula, at the cell's start and after each line break. */
const withoutGuards = (cell: string) => cell.replace(/(^|[\r\n])'(?=[=+\-@\t\r])/g, '$1');
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

const LONG_LINES = '\n=1+1\r\n+A1\r@B2\n-3\n\t=4';

const hostileRequests = (tag: string) => [
  { firstName: '+Sum', lastName: '-2+3', message: `[${tag}] Line one, "quoted"\nline two, from the site's own form` },
  { firstName: '@SUM(A1)', lastName: 'O"Brien, Jr.', email: '=cmd@example.org', message: `[${tag}] please call back\n=cmd|' /C calc'!A0` },
  { firstName: '=1+1', lastName: '"Quoted", Sr.', message: `[${tag}] a bare CR\r+1+1\r\n-2\n@3\n\t=4\n"quoted",=5` },
  { message: `[${tag}] as long as the form takes${LONG_LINES.repeat(Math.floor((5000 - 60) / LONG_LINES.length))}` },
];

describe('the inbox as a CSV file, read back by a strict CSV reader', () => {
  it('keeps every hostile line break and formula of a visitor inside its own cell, as text', async () => {
    const tag = uniqueTag();
    const sent = hostileRequests(tag).map((change) => ({ ...contactForm(tag), relationship: '-1', ...change }));
    for (const form of sent) expect((await api.post('/contact/submit.php', { json: form })).status).toBe(201);
    const cookie = await admin();
    const notes = '=A1\r\n@B2\nfollow up, "soon"';
    const [newest] = await readInbox(tag);
    expect((await api.post('/inquiries/update.php', { cookie, json: { id: newest.id, notes } })).status).toBe(200);

    const reply = await fetch(`${baseUrl()}/backend/api/inquiries/export.php?search=${tag}`, { headers: { Cookie: cookie } });
    expect(reply.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = readCsv(text.slice(1));
    expect(header).toHaveLength(20);
    expect(header.slice(-7)).toEqual(['Tour booked', 'Heard about us', 'Walking', 'Memory', 'Insulin', 'Health data consent', 'Language']);
    expect(rows).toHaveLength(sent.length);
    for (const row of rows) expect(row).toHaveLength(20);

    const cells = rows.map((row) => row.map(withoutGuards));
    const byMessage = new Map(cells.map((row) => [row[header.indexOf('Message')], row]));
    for (const form of sent) {
      const row = byMessage.get(form.message);
      expect(row, `the row of ${JSON.stringify(form.message.slice(0, 40))}`).toBeDefined();
      const cell = (title: string) => row?.[header.indexOf(title)];
      expect([cell('First name'), cell('Last name'), cell('Email'), cell('Relationship')]).toEqual([form.firstName, form.lastName, form.email, '-1']);
      expect(cell('Notes')).toBe(form === sent.at(-1) ? notes : '');
    }

    // No cell, and no line of a cell, starts a formula; nor does any line of the file itself.
    for (const cell of rows.flat()) for (const line of [cell, ...linesOf(cell)]) expect(line, JSON.stringify(cell.slice(0, 60))).not.toMatch(FORMULA);
    for (const line of linesOf(text.slice(1))) expect(line).not.toMatch(/^"?[=+\-@\t]/);
  });
});
