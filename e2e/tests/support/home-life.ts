import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './api';
import type { AdminGalleryPhoto, AdminTeamMember, AdminTestimonial } from '@afh/contract/records';

/**
 * The home in photos, its team and the words of families (issue 19), written through the admin API
 * for the tests that show them. Each test removes what it made (`removeAll`): other tests count
 * what the pages show.
 */
export type HomeLifeFolder = 'gallery' | 'team' | 'testimonials';
type Made = { gallery: AdminGalleryPhoto; team: AdminTeamMember; testimonials: AdminTestimonial };

/** The site's own illustrations, uploaded as photos, so a photo always loads. */
const SITE_PICTURES = ['/images/banners/about-800.webp', '/images/banners/faq-800.webp', '/images/hero/hero-1-640.webp', '/images/banners/contact-800.webp'];

const uploadedPictures = new Map<string, Promise<string[]>>();
/**
 * Four photos a record may hold (the stored-URL rule takes uploads, not other site paths): the
 * site's illustrations uploaded once per server, as their /uploads/<file> addresses.
 */
export const uploadPictures = (api: APIRequestContext, baseURL: string): Promise<string[]> => {
  const made =
    uploadedPictures.get(baseURL) ??
    Promise.all(
      SITE_PICTURES.map(async (path) => {
        const picture = await api.get(path);
        expect(picture.status(), path).toBe(200);
        const res = await api.post(API.upload, { multipart: { image: { name: path.split('/').pop()!, mimeType: 'image/webp', buffer: await picture.body() } } });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { url: string }).url;
      }),
    );
  uploadedPictures.set(baseURL, made);
  return made;
};

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
