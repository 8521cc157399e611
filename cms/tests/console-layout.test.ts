import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_LAYOUT } from '../src/console/layout';
import { mergeLayout } from '../src/console/apply-layout';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

/**
 * What the Strapi console shows the home's owner (src/console/layout.ts): friendly labels and
 * hints on every field, useful list columns and orders, and phone numbers typed as people type them.
 */

let server: Instance;
let token = '';
beforeAll(async () => {
  // A console sign-in of its own address (X-Forwarded-For), clear of the other files' sign-in limits.
  server = await startInstance({ TRUST_PROXY: 'true' });
  const open = await call('POST', '/admin/login', { baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': '10.40.0.1' }, json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(open.status, open.text.slice(0, 200)).toBe(200);
  token = open.body.data.token as string;
}, 180_000);
afterAll(async () => server?.stop());

const consoleCall = (method: string, url: string, json?: unknown) => call(method, url, { baseUrl: server.baseUrl, headers: { Authorization: `Bearer ${token}` }, json });

type Metadata = { edit: { label: string; description: string; placeholder?: string }; list: { label: string } };
type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, Metadata>; layouts: { list: string[] } };
const configuration = async (uid: string): Promise<Configuration> => {
  const reply = await consoleCall('GET', `/content-manager/content-types/${uid}/configuration`);
  expect(reply.status, reply.text.slice(0, 200)).toBe(200);
  return reply.body.data.contentType as Configuration;
};

const ourSchemas = () => {
  const api = path.resolve(__dirname, '..', 'src', 'api');
  return readdirSync(api, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = path.join(api, entry.name, 'content-types', entry.name, 'schema.json');
      try {
        return [{ uid: `api::${entry.name}.${entry.name}`, schema: JSON.parse(readFileSync(file, 'utf8')) }];
      } catch {
        return [];
      }
    })
    .filter(({ schema }) => schema.pluginOptions?.['content-manager']?.visible !== false);
};

describe('the console explains every field', () => {
  it('declares a label and a one-line hint for every field of every type the console shows', () => {
    const schemas = ourSchemas();
    expect(schemas.map(({ uid }) => uid).sort()).toEqual(['api::activity.activity', 'api::faq.faq', 'api::gallery-photo.gallery-photo', 'api::inquiry.inquiry', 'api::program.program', 'api::service.service', 'api::setting.setting', 'api::team-member.team-member', 'api::testimonial.testimonial']);
    for (const { uid, schema } of schemas) {
      expect(schema.info.description, uid).toMatch(/\w{3,}/);
      const fields = CONSOLE_LAYOUT[uid]?.fields ?? {};
      for (const name of Object.keys(schema.attributes)) {
        expect(fields[name]?.label, `${uid} ${name}`).toBeTruthy();
        expect(fields[name]?.description, `${uid} ${name}`).toBeTruthy();
      }
    }
  });

  it('shows the FAQ with plain labels, its columns, and sorted by order', async () => {
    const faq = await configuration('api::faq.faq');
    expect(faq.metadatas.orderIndex.edit).toMatchObject({ label: 'Order', description: 'Lower numbers show first on the FAQ page.' });
    expect(faq.metadatas.orderIndex.list.label).toBe('Order');
    expect(faq.metadatas.visibility.list.label).toBe('Status');
    expect(faq.layouts.list).toEqual(['question', 'category', 'visibility', 'orderIndex']);
    expect(faq.settings).toMatchObject({ defaultSortBy: 'orderIndex', defaultSortOrder: 'ASC', mainField: 'question' });
  });

  it('lists inquiries by name, type of request, status and when received, newest first', async () => {
    const inquiry = await configuration('api::inquiry.inquiry');
    expect(inquiry.layouts.list).toEqual(['firstName', 'lastName', 'serviceType', 'inquiryStatus', 'createdAt']);
    expect(['firstName', 'lastName', 'serviceType', 'inquiryStatus', 'createdAt'].map((name) => inquiry.metadatas[name].list.label)).toEqual([
      'First name',
      'Last name',
      'Type of request',
      'Status',
      'Received',
    ]);
    expect(inquiry.metadatas.notes.edit.description).toMatch(/never shown to the visitor/i);
    expect(inquiry.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', mainField: 'lastName' });
  });

  it('lists services and programs by title, status, featured and last change', async () => {
    for (const uid of ['api::service.service', 'api::program.program']) {
      const type = await configuration(uid);
      expect(type.layouts.list, uid).toEqual(['title', 'visibility', 'featured', 'updatedAt']);
      expect(type.settings.mainField, uid).toBe('title');
      expect(type.metadatas.imageUrl.edit.label, uid).toBe('Picture');
    }
  });

  it("at each start puts back what the site declares and keeps the rest of the owner's arrangement", () => {
    const stored = {
      settings: { pageSize: 20, defaultSortBy: 'question', defaultSortOrder: 'DESC' },
      metadatas: { orderIndex: { edit: { label: 'Position', description: '', placeholder: '', visible: true, editable: false, size: 6 }, list: { label: 'Pos', sortable: true } } },
      layouts: { list: ['question'], edit: [[{ name: 'orderIndex', size: 6 }]] },
    };
    const merged = mergeLayout(stored, CONSOLE_LAYOUT['api::faq.faq']);
    expect(merged.settings).toMatchObject({ pageSize: 20, defaultSortBy: 'orderIndex', defaultSortOrder: 'ASC' });
    expect(merged.metadatas.orderIndex).toEqual({
      edit: { label: 'Order', description: 'Lower numbers show first on the FAQ page.', placeholder: '', visible: true, editable: false, size: 6 },
      list: { label: 'Order', sortable: true },
    });
    expect(merged.layouts).toEqual({ list: ['question', 'category', 'visibility', 'orderIndex'], edit: stored.layouts.edit });
    expect(mergeLayout(merged, CONSOLE_LAYOUT['api::faq.faq'])).toEqual(merged);
  });
});

describe('phone numbers in the console', () => {
  const settings = '/content-manager/single-types/api::setting.setting';
  const inquiries = '/content-manager/collection-types/api::inquiry.inquiry';

  it('allows the punctuation people type in the settings form, and stores digits', async () => {
    const schema = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'src', 'api', 'setting', 'content-types', 'setting', 'schema.json'), 'utf8'));
    // The console's form checks this pattern in the browser before anything is sent.
    for (const name of ['phone', 'emergencyContact']) {
      const pattern = new RegExp(schema.attributes[name].regex);
      expect(['(360) 555-0100', '+1 360.555.0100', '3605550100'].every((value) => pattern.test(value) && value.length <= schema.attributes[name].maxLength)).toBe(true);
      expect(pattern.test('call me')).toBe(false);
    }
    const saved = await consoleCall('PUT', settings, { phone: '(360) 555-0100', emergencyContact: '+1 360.555.0199' });
    expect(saved.status, saved.text.slice(0, 200)).toBe(200);
    expect(saved.body.data).toMatchObject({ phone: '3605550100', emergencyContact: '13605550199' });
    expect((await call('GET', '/backend/api/settings/read.php', { baseUrl: server.baseUrl })).body.data).toMatchObject({ phone: '3605550100', emergency_contact: '13605550199' });
  });

  it('refuses a settings phone with letters, and keeps the stored one', async () => {
    const refused = await consoleCall('PUT', settings, { phone: '360 CALL NOW' });
    expect(refused.status, refused.text.slice(0, 200)).toBe(400);
    expect(refused.body.error.message).toMatch(/phone number must be a valid phone number/i);
    expect((await consoleCall('GET', settings)).body.data.phone).toBe('3605550100');
  });

  it('takes an inquiry typed in the console with a punctuated phone, as the contact form does, and refuses letters', async () => {
    const entry = { firstName: 'Console', lastName: 'Caller', email: 'console.caller@example.org', serviceType: 'Schedule a Tour', message: 'Taken by phone.' };
    const made = await consoleCall('POST', inquiries, { ...entry, phone: '(360) 555-0100' });
    expect(made.status, made.text.slice(0, 200)).toBe(201);
    expect(made.body.data.phone).toBe('(360) 555-0100');
    const refused = await consoleCall('POST', inquiries, { ...entry, phone: 'call me maybe' });
    expect(refused.status, refused.text.slice(0, 200)).toBe(400);
    expect(refused.body.error.message).toMatch(/phone must be a valid phone number/i);
  });
});
