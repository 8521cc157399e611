import { afterAll, describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { readCsv } from './helpers/csv';
import { api, baseUrl, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';

/**
 * Issue 47 (decision 0048), the API's side: the languages the site offers, the owner's translations
 * kept in each record, the public reads in a language (`?locale=es`) with the English fallback, and
 * the visitor's language on a request.
 */

const created: Array<[folder: string, id: number]> = [];
let settingsBefore: Record<string, unknown> = {};
afterAll(async () => {
  const cookie = await admin();
  for (const [folder, id] of created) {
    if (folder === 'faqs' || folder === 'testimonials') await api.delete(`/${folder}/delete.php`, { cookie, json: { id } });
    else await api.delete(`/${folder}/delete.php?id=${id}`, { cookie });
  }
  await api.post('/settings/update.php', { cookie, json: { languages: settingsBefore.languages ?? [], translations: { es: null, vi: null } } });
});

const post = async (path: string, json: unknown) => api.post(path, { cookie: await admin(), json });
const put = async (path: string, json: unknown) => api.put(path, { cookie: await admin(), json });
const text = async (path: string) => {
  const reply = await fetch(`${baseUrl()}/backend/api${path}`);
  expect(reply.status).toBe(200);
  return reply.text();
};

describe('Settings › Languages', () => {
  it('keeps the codes offered once each, in the languages’ order; an unknown code is a 400 and nothing is stored', async () => {
    settingsBefore = (await api.get('/settings/read.php')).body.data;
    expect(settingsBefore.languages).toEqual([]);
    const saved = await post('/settings/update.php', { languages: ['vi', 'es', 'vi'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.languages).toEqual(['es', 'vi']);
    expect((await api.get('/settings/read.php')).body.data.languages).toEqual(['es', 'vi']);

    const refused = await post('/settings/update.php', { languages: ['es', 'xx'], business_name: 'Never stored' });
    expectFailure(refused, 400);
    expect(refused.body.message).toMatch(/^Language must be one of: es, zh/);
    const after = (await api.get('/settings/read.php')).body.data;
    expect(after.languages).toEqual(['es', 'vi']);
    expect(after.business_name).toBe(settingsBefore.business_name);
    expectFailure(await post('/settings/update.php', { languages: 'es' }), 400);
  });
});

describe('translations of an FAQ', () => {
  let faq: Record<string, any>;
  let other: Record<string, any>;

  it('a create keeps them (only the words given); the admin reads carry them, the public read never does', async () => {
    const englishBefore = await text('/faqs/read.php');
    const reply = await post('/faqs/create.php', {
      question: 'Can my mother bring her cat?',
      answer: 'Yes, with a vet record.',
      translations: { es: { question: '¿Puede mi madre traer a su gato?', answer: '' }, vi: null },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    faq = reply.body.data;
    created.push(['faqs', faq.id]);
    // Empty text is no translation; a language given as null is none.
    expect(faq.translations).toEqual({ es: { question: '¿Puede mi madre traer a su gato?' } });
    other = (await post('/faqs/create.php', { question: 'Is there parking?', answer: 'Yes, two spaces.' })).body.data;
    created.push(['faqs', other.id]);
    expect(other.translations).toEqual({});

    const listed = (await api.get('/faqs/admin_read.php', { cookie: await admin() })).body.data;
    expect(listed.find((one: { id: number }) => one.id === faq.id).translations).toEqual(faq.translations);
    const englishNow = await text('/faqs/read.php');
    expect(englishNow).not.toContain('translations');
    expect(englishNow).not.toContain('untranslated');
    expect(englishNow).not.toBe(englishBefore);
  });

  it('?locale=es answers the Spanish over the English, and says which fields are still in English; en or an unknown locale is the English reply, byte for byte', async () => {
    const english = await text('/faqs/read.php');
    expect(await text('/faqs/read.php?locale=en')).toBe(english);
    expect(await text('/faqs/read.php?locale=xx')).toBe(english);
    expect(await text('/faqs/read.php?locale=')).toBe(english);

    const spanish = (await api.get('/faqs/read.php?locale=es')).body.data as Array<Record<string, any>>;
    const mine = spanish.find((one) => one.id === faq.id)!;
    expect(mine).toMatchObject({ question: '¿Puede mi madre traer a su gato?', answer: 'Yes, with a vet record.', untranslated: ['answer'] });
    expect(mine).not.toHaveProperty('translations');
    expect(spanish.find((one) => one.id === other.id)).toMatchObject({ question: 'Is there parking?', untranslated: ['question', 'answer'] });
    // Vietnamese, not translated at all: English throughout.
    expect((await api.get('/faqs/read.php?locale=vi')).body.data.find((one: { id: number }) => one.id === faq.id).untranslated).toEqual(['question', 'answer']);
  });

  // An FAQ's update takes its question and answer every time (spec section 7).
  const update = (change: Record<string, unknown>) => post('/faqs/update.php', { id: faq.id, question: faq.question, answer: faq.answer, ...change });

  it('an update replaces each language given, keeps the others, removes one given as null; a write drops the kept reply in every language', async () => {
    expect((await api.get('/faqs/read.php?locale=es')).body.data.find((one: { id: number }) => one.id === faq.id).answer).toBe('Yes, with a vet record.');
    let reply = await update({ translations: { es: { question: '¿Y un perro?', answer: 'Sí, con su cartilla.' } } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.translations).toEqual({ es: { question: '¿Y un perro?', answer: 'Sí, con su cartilla.' } });
    expect((await api.get('/faqs/read.php?locale=es')).body.data.find((one: { id: number }) => one.id === faq.id)).toMatchObject({ question: '¿Y un perro?', answer: 'Sí, con su cartilla.', untranslated: [] });

    reply = await update({ translations: { vi: { question: 'Mẹ tôi có thể mang mèo không?' } } });
    expect(reply.body.data.translations).toEqual({ es: { question: '¿Y un perro?', answer: 'Sí, con su cartilla.' }, vi: { question: 'Mẹ tôi có thể mang mèo không?' } });
    // An update without translations leaves them as they are.
    reply = await update({ answer: 'Yes, with a vet record and a carrier.' });
    expect(Object.keys(reply.body.data.translations)).toEqual(['es', 'vi']);

    reply = await update({ translations: { es: null } });
    expect(reply.body.data.translations).toEqual({ vi: { question: 'Mẹ tôi có thể mang mèo không?' } });
    expect((await api.get('/faqs/read.php?locale=es')).body.data.find((one: { id: number }) => one.id === faq.id)).toMatchObject({ question: 'Can my mother bring her cat?', untranslated: ['question', 'answer'] });
  });

  it('refuses an unknown language, a field the type does not translate, or words over the English limit, with a 400 and nothing stored', async () => {
    const before = (await api.get('/faqs/admin_read.php', { cookie: await admin() })).body.data.find((one: { id: number }) => one.id === faq.id).translations;
    const refusals: Array<[unknown, RegExp]> = [
      [{ xx: { question: 'x' } }, /^Unknown field: xx$/],
      [{ es: { category: 'pricing' } }, /^Unknown field: category$/],
      [{ es: { question: 'q'.repeat(501) } }, /^Question must be at most 500 characters$/],
      [{ es: { answer: 'a'.repeat(5001) } }, /^Answer must be at most 5000 characters$/],
      [{ es: { question: 'two\nlines' } }, /^Question must be on one line/],
      [{ es: 'hola' }, /^Translations in Spanish must be an object/],
      [['es'], /^Translations must be an object keyed by language/],
    ];
    for (const [translations, message] of refusals) {
      const reply = await update({ question: 'Never stored?', translations });
      expectFailure(reply, 400);
      expect(reply.body.message).toMatch(message);
    }
    const after = (await api.get('/faqs/admin_read.php', { cookie: await admin() })).body.data.find((one: { id: number }) => one.id === faq.id);
    expect(after.translations).toEqual(before);
    expect(after.question).toBe('Can my mother bring her cat?');
    expectFailure(await post('/faqs/create.php', { question: 'Q?', answer: 'A.', translations: { es: { question: 'q'.repeat(501) } } }), 400);
  });
});

describe('translations of a service', () => {
  it('takes lists as lists, with the English limits; the public read in Spanish falls back field by field', async () => {
    const refusedTitle = await post('/services/create.php', { title: 'Respite', translations: { es: { title: 't'.repeat(201) } } });
    expectFailure(refusedTitle, 400);
    expect(refusedTitle.body.message).toBe('Title must be at most 200 characters');
    const refusedList = await post('/services/create.php', { title: 'Respite', translations: { es: { features: Array.from({ length: 31 }, (_, index) => `f${index}`) } } });
    expectFailure(refusedList, 400);
    expect(refusedList.body.message).toBe('Features can hold at most 30 entries');
    expectFailure(await post('/services/create.php', { title: 'Respite', translations: { es: { features: 'uno' } } }), 400);
    expectFailure(await post('/services/create.php', { title: 'Respite', translations: { es: { icon_name: 'Heart' } } }), 400);

    const reply = await post('/services/create.php', {
      title: 'Respite stays',
      description: 'A week or two while the family rests.',
      features: ['Private room', 'All meals'],
      translations: { es: { title: 'Estancias de respiro', features: ['Habitación privada', ' ', 'Todas las comidas'] } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const service = reply.body.data;
    created.push(['services', service.id]);
    expect(service.translations).toEqual({ es: { title: 'Estancias de respiro', features: ['Habitación privada', 'Todas las comidas'] } });

    const admins = (await api.get('/services/read.php', { cookie: await admin() })).body.records;
    expect(admins.find((one: { id: number }) => one.id === service.id).translations).toEqual(service.translations);
    const english = (await api.get('/services/public_read.php')).body.records.find((one: { id: number }) => one.id === service.id);
    expect(english).not.toHaveProperty('translations');
    expect(english).not.toHaveProperty('untranslated');
    expect(english).not.toHaveProperty('slug');
    expect(english.title).toBe('Respite stays');

    const spanish = (await api.get('/services/public_read.php?locale=es')).body.records.find((one: { id: number }) => one.id === service.id);
    // No image, so no alt text to translate: it is not listed as untranslated.
    expect(spanish).toMatchObject({ title: 'Estancias de respiro', description: 'A week or two while the family rests.', features: ['Habitación privada', 'Todas las comidas'], alt: '', untranslated: ['description'] });
    expect(spanish).not.toHaveProperty('translations');
    // One address in every language: the English title's slug (issue 47).
    expect(spanish.slug).toBe('respite-stays');

    const updated = await put('/services/update.php', { id: service.id, translations: { es: { title: 'Estancias cortas', description: 'Una o dos semanas.' } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The Spanish entry is replaced whole: its features went with it.
    expect((await api.get('/services/public_read.php?locale=es')).body.records.find((one: { id: number }) => one.id === service.id)).toMatchObject({
      title: 'Estancias cortas',
      features: ['Private room', 'All meals'],
      untranslated: ['features'],
      slug: 'respite-stays',
    });
  });

  it('a program in Spanish has its English title’s slug; the English reply has none', async () => {
    const reply = await post('/programs/create.php', { title: 'Garden Club!', activities: ['Planting'], translations: { es: { title: 'Club de jardinería' } } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(['programs', reply.body.data.id]);
    const english = (await api.get('/programs/public_read.php')).body.records.find((one: { id: number }) => one.id === reply.body.data.id);
    expect(english.title).toBe('Garden Club!');
    expect(english).not.toHaveProperty('slug');
    const spanish = (await api.get('/programs/public_read.php?locale=es')).body.records.find((one: { id: number }) => one.id === reply.body.data.id);
    expect(spanish).toMatchObject({ title: 'Club de jardinería', slug: 'garden-club' });
  });
});

describe('translations of the families’ words', () => {
  it('a testimonial in Spanish on the public read, English where not translated', async () => {
    const reply = await post('/testimonials/create.php', { name: 'Rosa', relationship: 'daughter of a resident', quote: 'They treat Mom like family.', date: '2026-05', approved: true, translations: { es: { quote: 'Tratan a mamá como familia.' } } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(['testimonials', reply.body.data.id]);
    const spanish = (await api.get('/testimonials/read.php?locale=es')).body.records.find((one: { id: number }) => one.id === reply.body.data.id);
    expect(spanish).toMatchObject({ quote: 'Tratan a mamá como familia.', relationship: 'daughter of a resident', untranslated: ['relationship'] });
    expectFailure(await post('/testimonials/update.php', { id: reply.body.data.id, translations: { es: { name: 'Rosa' } } }), 400);
  });
});

describe('translations of the settings', () => {
  it('the admin read and the update carry them; the public read in Spanish shows them over the English', async () => {
    expectFailure(await api.get('/settings/admin_read.php'), 401);
    const saved = await post('/settings/update.php', { mission_statement: 'To care for every resident as family.', translations: { es: { mission_statement: 'Cuidar a cada residente como familia.', hero_alt_1: 'El jardín en primavera', price_includes: ['Comidas'] } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.translations.es).toEqual({ mission_statement: 'Cuidar a cada residente como familia.', price_includes: ['Comidas'], hero_alt_1: 'El jardín en primavera' });

    const adminRead = await api.get('/settings/admin_read.php', { cookie: await admin() });
    expect(adminRead.status).toBe(200);
    expect(adminRead.body.data.translations).toEqual(saved.body.data.translations);

    const english = (await api.get('/settings/read.php')).body.data;
    expect(english).not.toHaveProperty('translations');
    expect(english).not.toHaveProperty('untranslated');
    expect(english.mission_statement).toBe('To care for every resident as family.');
    expect(await text('/settings/read.php?locale=xx')).toBe(await text('/settings/read.php'));

    const spanish = (await api.get('/settings/read.php?locale=es')).body.data;
    expect(spanish.mission_statement).toBe('Cuidar a cada residente como familia.');
    expect(spanish).not.toHaveProperty('translations');
    expect(spanish.untranslated).not.toContain('mission_statement');
    if (english.vision_statement) expect(spanish.untranslated).toContain('vision_statement');
    expect(spanish.business_name).toBe(english.business_name);

    // Another language given keeps the Spanish.
    const more = await post('/settings/update.php', { translations: { vi: { mission_statement: 'Chăm sóc mỗi cư dân như gia đình.' } } });
    expect(Object.keys(more.body.data.translations)).toEqual(['es', 'vi']);
  });

  it('refuses a setting that is not translated and words over the English limit, storing nothing', async () => {
    const before = (await api.get('/settings/admin_read.php', { cookie: await admin() })).body.data;
    for (const translations of [{ es: { business_name: 'Casa' } }, { es: { mission_statement: 'm'.repeat(2001) } }, { es: { care_other: 'c'.repeat(201) } }, { es: { hero_alt_2: 'a'.repeat(301) } }]) {
      expectFailure(await post('/settings/update.php', { mission_statement: 'Never stored', translations }), 400);
    }
    const after = (await api.get('/settings/admin_read.php', { cookie: await admin() })).body.data;
    expect(after.translations).toEqual(before.translations);
    expect(after.mission_statement).toBe(before.mission_statement);
  });
});

describe('the visitor’s language on a request', () => {
  it('is stored with the request (English when not said), shown to the admin and in the CSV’s last column; any other value is a 400 and nothing is stored', async () => {
    const tag = uniqueTag();
    expect((await api.post('/contact/submit.php', { json: { ...contactForm(tag), serviceType: 'General Information', language: 'es' } })).status).toBe(201);
    expect((await api.post('/contact/submit.php', { json: { ...contactForm(tag), serviceType: 'General Information', firstName: 'Ann' } })).status).toBe(201);
    const refused = await api.post('/contact/submit.php', { json: { ...contactForm(tag), firstName: 'Never', language: 'xx' } });
    expectFailure(refused, 400);
    expect(refused.body.message).toMatch(/^Language must be one of: en, es/);
    expectFailure(await api.post('/contact/submit.php', { json: { ...contactForm(tag), firstName: 'Never', language: 5 } }), 400);

    const inbox = await readInbox(tag);
    expect(inbox.map((one) => [one.first_name, one.language])).toEqual([
      ['Ann', 'en'],
      ['Margaret', 'es'],
    ]);

    const reply = await fetch(`${baseUrl()}/backend/api/inquiries/export.php?search=${tag}`, { headers: { Cookie: await admin() } });
    const [header, ...rows] = readCsv((await reply.text()).replace(/^\uFEFF/, ''));
    expect(header.at(-1)).toBe('Language');
    expect(header.at(-2)).toBe('Health data consent');
    expect(rows.map((row) => row.at(-1))).toEqual(['English', 'Spanish']);
  });
});

describe('a plain form post from a page in Spanish (no JavaScript)', () => {
  it('goes back to the Spanish contact page with the outcome, sent or refused; a language without its pages goes back to the English one', async () => {
    const tag = uniqueTag();
    const sent = await api.post('/contact/submit.php', { form: { ...contactForm(tag), serviceType: 'General Information', language: 'es' } });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/es/contact?sent=1');
    const refused = await api.post('/contact/submit.php', { form: { ...contactForm(tag), serviceType: 'General Information', email: 'not-an-email', language: 'es' } });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/^\/es\/contact\?sent=0&error=/);
    const vietnamese = await api.post('/contact/submit.php', { form: { ...contactForm(tag), serviceType: 'General Information', language: 'vi' } });
    expect(vietnamese.headers.get('location')).toBe('/contact?sent=1');
    expect((await readInbox(tag)).map((one) => one.language).sort()).toEqual(['es', 'vi']);
  });
});

describe('pages in a language', () => {
  const page = async (path: string) => {
    const reply = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' } });
    return { etag: reply.headers.get('etag'), html: await reply.text() };
  };

  it('an /es/ page is drawn from the replies in Spanish and kept like any page; an English page is drawn from the English ones', async () => {
    const spanish = await page('/es/faq');
    // The replies a page embeds are the ones it was drawn from: in Spanish, each says what is still in English.
    expect(spanish.html).toContain('"untranslated":');
    expect((await page('/es/faq')).etag).toBe(spanish.etag);
    const english = await page('/faq');
    // The replies it embeds are the English ones (the page's module names may hold these words).
    expect(english.html).not.toContain('"untranslated":');
    expect(english.html).not.toContain('"translations":');
  });
});

describe('pages in a language without interface text', () => {
  const get = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });

  it('exist for what the owner translated, in the English interface; the others send to English; the sitemap lists them only there', async () => {
    expect((await post('/settings/update.php', { languages: ['es', 'vi'] })).status).toBe(200);
    const reply = await post('/services/create.php', {
      title: 'Garden afternoons',
      description: 'Tea among the roses.',
      translations: { vi: { title: 'Buổi chiều trong vườn' } },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(['services', reply.body.data.id]);

    // A read in another language keeps the English title's slug: the page's address in every language.
    const vietnamese = (await api.get('/services/public_read.php?locale=vi')).body.records.find((one: { id: number }) => one.id === reply.body.data.id);
    expect(vietnamese).toMatchObject({ title: 'Buổi chiều trong vườn', slug: 'garden-afternoons', untranslated: ['description'] });

    const page = await get('/vi/services/garden-afternoons');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<h1 [^>]*lang="vi"[^>]*>Buổi chiều trong vườn<\/h1>/);
    expect(html.toLowerCase()).toContain(`hreflang="vi" href="${baseUrl()}/vi/services/garden-afternoons"`);

    const english = await (await get('/services/garden-afternoons')).text();
    expect(english).toContain('href="/vi/services/garden-afternoons" hrefLang="vi"');

    for (const [path, to] of [['/vi/contact', '/contact'], ['/vi/privacy', '/privacy']]) {
      const sent = await get(path);
      expect([path, sent.status, sent.headers.get('location')]).toEqual([path, 302, to]);
    }

    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/vi/services/garden-afternoons</loc>`);
    expect(sitemap).toContain(`hreflang="vi" href="${baseUrl()}/vi/services/garden-afternoons"`);
    expect(sitemap).not.toContain(`${baseUrl()}/vi/contact`);
    expect(sitemap).toContain(`<loc>${baseUrl()}/es/contact</loc>`);
  });
});
