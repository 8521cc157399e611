import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest, send } from '../../../content/http';
import { parseBody } from '../../../content/validation';
import { answerStoreUnavailable, isStoreUnavailable } from '../../../runtime/store-unavailable';
import { STORE_DOWN, type IncomingFile } from '../services/documents';
import { getService } from '../../kit/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /documents/upload.php (admins only), multipart field `file`: a PDF of at most 10 MB; with
   * `kind=inspection-report` and `date`, one of the state's inspection reports.
   */
  async upload(ctx: Context) {
    const files = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files ?? {};
    const all = Object.values(files).flat();
    try {
      const file = files.file;
      if (!file) throw badRequest('No document was sent: use the multipart field "file".');
      if (Array.isArray(file)) throw badRequest('Send one document at a time.');
      // What the document is (a report carries its day), checked before the file is read.
      const fields = parseBody('documents/upload (fields)', ctx.request.body ?? {});
      const stored = await getService(strapi, 'api::documents.documents').storePdf(file, fields);
      send(ctx, { success: true, message: 'Document uploaded successfully.', ...stored }, 201);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      strapi.log.warn(`A document upload found the object store unreachable: ${(error as Error).message}`);
      answerStoreUnavailable(ctx, STORE_DOWN);
    } finally {
      // Temporary files of this request are removed whatever happened.
      await Promise.all(all.map((file) => rm(file.filepath, { force: true })));
    }
  },
});
