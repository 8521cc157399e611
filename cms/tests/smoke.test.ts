import { describe, expect, it } from 'vitest';
import { api } from './helpers/http';
import { adminCookie } from './helpers/sessions';

describe('the test server', () => {
  it('answers the public reads with the seeded content', async () => {
    const services = await api.get('/services/public_read.php');
    expect(services.status).toBe(200);
    expect(services.body.records.map((s: { title: string }) => s.title)).toEqual(['Personal Care', 'Medical Care', 'Nutrition', 'Activities', 'Housekeeping', 'Respite Care']);
  });

  it('lets the first admin sign in', async () => {
    expect(await adminCookie()).toMatch(/^afh_session=/);
  });
});
