import type { Core } from '@strapi/strapi';

/**
 * The plugin services the app calls, with the signatures it relies on: Strapi types a plugin's
 * services as untyped objects, so these name what each call takes and answers, in one place.
 */
type SiteUserService = {
  add(data: Record<string, unknown>): Promise<{ id: number }>;
  edit(id: number, data: Record<string, unknown>): Promise<unknown>;
};
type UploadService = {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<Array<{ url: string; hash: string; ext: string }>>;
};
/** An attachment as nodemailer takes it (the provider passes `attachments` through). */
type EmailAttachment = { filename: string; content: string; contentType: string };
type EmailService = { send(options: { to: string; subject: string; text: string; html?: string; replyTo?: string; attachments?: EmailAttachment[] }): Promise<unknown> };
type ConsoleUserService = {
  exists(): Promise<boolean>;
  create(data: { email: string; firstname: string; lastname: string; password: string; isActive: boolean; registrationToken: null; roles: number[] }): Promise<unknown>;
};

/** The users-permissions plugin's user service: it hashes passwords and keeps its own rules. */
export const siteUsers = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service<SiteUserService>('user');
export const uploads = (strapi: Core.Strapi) => strapi.plugin('upload').service<UploadService>('upload');
/**
 * The address the site shows a stored upload at, whatever the provider: /uploads/<hash><ext>,
 * served from the disk or the object store (src/middlewares/uploads.ts). The provider's own `url`
 * may be a CDN or bucket address (S3_PUBLIC_URL), which the site never depends on.
 */
export const sitePathOf = (file: { hash: string; ext: string }) => `/uploads/${file.hash}${file.ext}`;
export const mailer = (strapi: Core.Strapi) => strapi.plugin('email').service<EmailService>('email');
export const consoleUsers = (strapi: Core.Strapi) => strapi.service('admin::user') as ConsoleUserService;
