import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { assertNotPolyglot } from '../../api/media/services/image-safety';
import { HttpError, type Next } from '../../content/http';
import { hasImageExtension, type ImageMime, pixelProblem, sniffImage, UNREADABLE_IMAGE } from '../../content/image-files';

/** A file as the upload plugin takes it: formidable's, a URL import's, or one our code builds. */
export type UploadedFile = { filepath?: string; originalFilename?: string | null; mimetype?: string | null };

const ONLY_IMAGES = 'Only JPG, PNG, GIF and WebP images can be uploaded';
/** Types that say nothing about the file: the bytes decide. */
const GENERIC = new Set(['', 'application/octet-stream']);

const quoted = (name: string) => `“${name.length > 80 ? `${name.slice(0, 77)}...` : name}”`;

/** What the bytes are, or why the file must not be stored (in words the console shows). */
const verdictOn = async (file: UploadedFile, bytes: Buffer | undefined): Promise<{ mime: ImageMime } | { problem: string }> => {
  const name = file.originalFilename ?? '';
  // The plugin stores (and the site serves) a file under the extension it was sent with.
  if (path.extname(name) && !hasImageExtension(name)) return { problem: `${ONLY_IMAGES}: ${quoted(name)} is not one.` };
  const declared = (file.mimetype ?? '').split(';')[0].trim().toLowerCase();
  if (!GENERIC.has(declared) && (!declared.startsWith('image/') || declared.startsWith('image/svg'))) return { problem: `${ONLY_IMAGES}: ${quoted(name)} was sent as ${declared}.` };
  if (!bytes) return { problem: UNREADABLE_IMAGE };
  // The bytes decide the type (decision 0002): HTML or a script named photo.png is not a picture.
  const type = await sniffImage(bytes);
  if (!type) return { problem: `${ONLY_IMAGES}: the content of ${quoted(name)} is not one of them.` };
  // Only the header is read: a decompression bomb is refused before anything decodes it.
  const pixels = await pixelProblem(bytes);
  if (pixels) return { problem: pixels };
  try {
    assertNotPolyglot(bytes, type.format);
  } catch (error) {
    if (error instanceof HttpError) return { problem: error.message };
    throw error;
  }
  return { mime: type.mime };
};

/**
 * Lets a file into the upload plugin only if it is a JPEG, PNG, GIF or WebP picture by its bytes,
 * under an image name, of at most 40 megapixels in all its frames, and not also a page or an archive:
 * the same rules as the site's own upload (src/api/media/services/media.ts), which also re-encodes.
 * Refuses with a 400 in plain words (Strapi's ValidationError). An admitted file's type becomes
 * what its bytes are, whatever was declared: the plugin stores that type (and the object store
 * serves it).
 */
export const admitImage = async (file: UploadedFile) => {
  const bytes = file.filepath ? await readFile(file.filepath).catch(() => undefined) : undefined;
  const verdict = await verdictOn(file, bytes);
  if ('problem' in verdict) throw new errors.ValidationError(verdict.problem);
  file.mimetype = verdict.mime;
};

const filesOf = (ctx: Context): UploadedFile[] => {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[] | undefined> }).files ?? {};
  return Object.values(files)
    .flat()
    .filter((file): file is UploadedFile => Boolean(file));
};

/** A route middleware: every file of the request must be admitted before the handler runs. */
const imagesOnly = async (ctx: Context, next: Next) => {
  for (const file of filesOf(ctx)) await admitImage(file);
  await next();
};

/** The plugin's handlers that store a sent file: checked to be there after a Strapi upgrade. */
const FILE_HANDLERS = ['admin-upload.upload', 'admin-upload.uploadFile', 'admin-upload.replaceFile'];

/**
 * Puts `imagesOnly` on every route of the upload plugin, on the route objects themselves (the router
 * matches a path in any case and with a trailing slash; decision 0015): the console's POST /upload
 * (upload, and replace with ?id=), POST /upload/files and POST /upload/files/:id/replace, and any
 * route a later version adds. Routes without files pass through it untouched.
 */
export const guardUploadRoutes = (plugin: Core.Plugin) => {
  const routes = Object.values(plugin.routes as Record<string, Core.Router>).flatMap((router) => router.routes ?? []);
  for (const handler of FILE_HANDLERS) {
    if (!routes.some((route) => route.handler === handler)) throw new Error(`The upload plugin's route for ${handler} is missing: check the Strapi upgrade.`);
  }
  for (const route of routes) route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), imagesOnly] };
};

type UploadService = {
  upload(input: { files: UploadedFile | UploadedFile[] }, ...rest: unknown[]): Promise<unknown>;
  replace(id: unknown, input: { file: UploadedFile }, ...rest: unknown[]): Promise<unknown>;
};
type ServiceFactory<T> = (deps: { strapi: Core.Strapi }) => T;

/**
 * The same check in the upload service itself, first thing in `upload` and `replace`, before the
 * plugin reads a pixel (its thumbnails and formats decode the whole picture with sharp): it also
 * covers the callers without a route of their own, the console's import from a URL
 * (POST /upload/actions/upload-from-urls), the seed and the site's upload (which checks first).
 */
export const guardUploadService = (plugin: Pick<Core.Plugin, 'services'>) => {
  const services = plugin.services as Record<string, unknown>;
  const make = services.upload as ServiceFactory<UploadService> | undefined;
  if (typeof make !== 'function') throw new Error("The upload plugin's upload service is missing: check the Strapi upgrade.");
  services.upload = ((deps) => {
    const service = make(deps);
    return {
      ...service,
      async upload(input, ...rest) {
        for (const file of [input.files].flat().filter(Boolean)) await admitImage(file);
        return service.upload(input, ...rest);
      },
      async replace(id, input, ...rest) {
        await admitImage(input.file);
        return service.replace(id, input, ...rest);
      },
    };
  }) satisfies ServiceFactory<UploadService>;
};
