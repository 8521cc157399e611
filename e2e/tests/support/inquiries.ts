import type { Inquiry } from '@afh/contract/records';
import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './content';

/**
 * Contact and tour requests as the admin's inbox reads them (docs/api.md "Contact and tour
 * requests"), the values a family types into the contact form, and the `tags` fixture that
 * removes, after each test, the requests it sent.
 */

export { expect };

/** A request as inquiries/read.php lists it: the contract's record. */
export type { Inquiry };

/** Every request in the admin's inbox. */
export async function inbox(api: APIRequestContext): Promise<Inquiry[]> {
  const res = await api.get('/backend/api/inquiries/read.php');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: Inquiry[] }).records;
}

/** What a family types into the contact form. */
export type ContactValues = { firstName: string; lastName: string; email: string; phone: string; serviceType: string; message: string };

/** A tour request from Margaret Ellison, her last name and message carrying `tag`. */
export const familyRequest = (tag: string, change: Partial<ContactValues> = {}): ContactValues => ({
  firstName: 'Margaret',
  lastName: `Ellison${tag}`,
  email: `margaret.${tag}@example.com`,
  phone: '(360) 555-0188',
  serviceType: 'Schedule a Tour',
  message: `We would like to visit on Saturday with my mother. [${tag}]`,
  ...change,
});

/** The content fixtures, and `tags`: after each test, the requests whose message carries one of them are deleted. */
export const test = base.extend<{ tags: string[] }>({
  tags: async ({ adminApi }, use) => {
    const tags: string[] = [];
    await use(tags);
    for (const inquiry of await inbox(adminApi)) {
      if (tags.some((tag) => inquiry.message.includes(tag))) await adminApi.delete('/backend/api/inquiries/delete.php', { data: { id: inquiry.id } });
    }
  },
});
