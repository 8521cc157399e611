import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminGalleryPhoto, AdminTeamMember, AdminTestimonial } from '../../../cms/src/contract/records';

/**
 * The home in photos, its team and the words of families (issue 19), written through the admin API
 * for the tests that show them. Each test removes what it made (`removeAll`): other tests count
 * what the pages show.
 */
export type HomeLifeFolder = 'gallery' | 'team' | 'testimonials';
type Made = { gallery: AdminGalleryPhoto; team: AdminTeamMember; testimonials: AdminTestimonial };

/** Pictures the site itself serves, so a photo always loads. */
export const PICTURES = ['/images/banners/about-800.webp', '/images/banners/faq-800.webp', '/images/hero/hero-1-640.webp', '/images/banners/contact-800.webp'];

export const createHomeLife = async <Folder extends HomeLifeFolder>(api: APIRequestContext, folder: Folder, fields: Record<string, unknown>): Promise<Made[Folder]> => {
  const res = await api.post(`/backend/api/${folder}/create.php`, { data: fields });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Made[Folder] }).data;
};

export const listHomeLife = async <Folder extends HomeLifeFolder>(api: APIRequestContext, folder: Folder): Promise<Array<Made[Folder]>> => {
  const res = await api.get(`/backend/api/${folder}/admin_read.php`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { records: Array<Made[Folder]> }).records;
};

/** Deletes every record of the folder whose text carries `tag` (a test's unique tag). */
export const removeTagged = async (api: APIRequestContext, folder: HomeLifeFolder, tag: string) => {
  for (const record of await listHomeLife(api, folder)) {
    if (!JSON.stringify(record).includes(tag)) continue;
    const res = await api.delete(`/backend/api/${folder}/delete.php`, { data: { id: record.id } });
    expect(res.status(), await res.text()).toBe(200);
  }
};
