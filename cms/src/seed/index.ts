import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { drawImage } from './images';
import { FAQS, PROGRAMS, SERVICES, SETTINGS, type SeedItem } from './content';
import type { CatalogType } from '../api/kit/catalog';
import { slugify } from '@afh/contract/rules';
import { programType } from '../api/program/program-type';
import { serviceType } from '../api/service/service-type';
import { ensureOwnerRole } from '../console/owner-role';
import { consoleUsers, siteUsers, sitePathOf, uploads } from '../content/plugin-services';

/** A one-time marker in Strapi's core store: content is seeded once per database, never again. */
const seedMarker = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'afh', key: 'content-seeded' });

const uploadImage = async (strapi: Core.Strapi, item: SeedItem) => {
  const name = slugify(item.title);
  const image = await drawImage(item.hue, name);
  try {
    const [file] = await uploads(strapi).upload({
      data: { fileInfo: { name: `${name}.jpg`, alternativeText: item.title, caption: '' } },
      files: { filepath: image.filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: image.size },
    });
    return file ? sitePathOf(file) : null;
  } finally {
    await image.cleanup();
  }
};

/** What the drawn seed picture shows (images.ts), for those who cannot see it: an image always has its alt text. */
const SEED_IMAGE_ALT = 'A drawing of a house among green hills';

const seedCatalog = async (strapi: Core.Strapi, type: CatalogType, items: SeedItem[]) => {
  for (const item of items) {
    const imageUrl = (await uploadImage(strapi, item)) ?? undefined;
    await type.documents(strapi).create({
      data: {
        title: item.title,
        description: item.description,
        [type.listField]: item.list,
        imageUrl,
        ...(imageUrl ? { alt: SEED_IMAGE_ALT } : {}),
        visibility: 'active',
        featured: item.featured,
        ...(item.icon ? { iconName: item.icon } : {}),
      },
    });
  }
};

/** Services, programs, FAQs and settings for a brand-new database (idempotent). */
export const seedContent = async (strapi: Core.Strapi) => {
  const marker = seedMarker(strapi);
  if (await marker.get({})) return;

  // A database that already holds content (from before the marker existed) is left alone.
  const existing = (await strapi.db.query('api::service.service').count()) + (await strapi.db.query('api::faq.faq').count());
  if (existing === 0) {
    strapi.log.info('Seeding the site content (services, programs, FAQs, settings)...');
    await seedCatalog(strapi, serviceType, SERVICES);
    await seedCatalog(strapi, programType, PROGRAMS);
    for (const [index, faq] of FAQS.entries()) {
      await strapi.documents('api::faq.faq').create({ data: { ...faq, visibility: 'active', orderIndex: index + 1 } });
    }
  }
  if (!(await strapi.documents('api::setting.setting').findFirst())) {
    await strapi.documents('api::setting.setting').create({ data: SETTINGS });
  }
  await marker.set({ value: { at: new Date().toISOString() } });
};

/**
 * The first admin of the site and of the Strapi console, from ADMIN_EMAIL / ADMIN_PASSWORD, or with
 * a generated password printed once. Nothing happens when an approved admin already exists.
 */
export const seedFirstAdmin = async (strapi: Core.Strapi) => {
  const users = strapi.db.query('plugin::users-permissions.user');
  const hasSiteAdmin = (await users.count({ where: { appRole: 'admin', approvalStatus: 'approved' } })) > 0;
  const hasConsoleAdmin = await consoleUsers(strapi).exists();
  if (hasSiteAdmin && hasConsoleAdmin) return;

  const email = (process.env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase();
  const generated = !process.env.ADMIN_PASSWORD;
  // Upper, lower and digits: the console's own password rules accept it too.
  const password = process.env.ADMIN_PASSWORD || `Afh-${randomBytes(12).toString('base64url')}9a`;

  let passwordUsed = false;
  if (!hasSiteAdmin) {
    const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
    const existing = (await users.findOne({ where: { email } })) as { id: number } | null;
    // The first admin is the home's owner (issue 41).
    const data = { name: 'Site Administrator', appRole: 'admin', approvalStatus: 'approved', owner: true, confirmed: true, blocked: false };
    // A generated password is nobody's choice: the first sign-in asks for her own name, email and
    // password (issue 44). One given in ADMIN_PASSWORD was chosen by whoever runs the server.
    if (existing) {
      await siteUsers(strapi).edit(existing.id, data);
    } else {
      await siteUsers(strapi).add({ ...data, passwordChosen: !generated, username: email, email, password, provider: 'local', role: role?.id });
      passwordUsed = true;
    }
  }
  if (!hasConsoleAdmin) {
    // The owner's console account has the Owner role, not super admin (console/owner-role.ts).
    const owner = await ensureOwnerRole(strapi);
    await consoleUsers(strapi).create({ email, firstname: 'Site', lastname: 'Administrator', password, isActive: true, registrationToken: null, roles: [owner.id] });
    passwordUsed = true;
  }

  if (!passwordUsed) {
    strapi.log.info(`${email} is now an approved admin (existing account, password unchanged).`);
  } else if (generated) {
    // Printed once, on the start that created the account; only its hash is stored.
    strapi.log.warn(`First admin created: ${email} / ${password}  (sign in at /login and /cms; change it soon)`);
  } else {
    strapi.log.info(`First admin created: ${email} (password from ADMIN_PASSWORD)`);
  }
};
