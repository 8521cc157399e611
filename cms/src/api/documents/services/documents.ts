import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { HttpError, MESSAGES } from '../../../content/http';
import { uploadStore } from '../../../content/upload-store';
import { isStoreUnavailable } from '../../../runtime/store-unavailable';
import { MAX_PDF_BYTES } from '@afh/contract/rules';
import type { DocumentKind } from '@afh/contract/state-record';

export const STORE_DOWN = 'The document cannot be saved right now: the file storage is briefly unavailable. Please try again in a minute.';

export type IncomingFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

/** A PDF by its first bytes, never by its name or the declared Content-Type (decision 0002). */
const isPdf = async (bytes: Buffer) => {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  return found?.mime === 'application/pdf';
};

/**
 * The home's documents for families (issue 33): the Disclosure of Services (DSHS 10-508) and the
 * state's inspection reports (issue 46). Stored straight in the upload store (the upload plugin
 * takes pictures only), under a name the server makes, `disclosure-of-services_<10 hex>.pdf` or
 * `inspection-report_<date>_<10 hex>.pdf`: never the sender's name, never written to again.
 * Only sniffed PDFs get the .pdf extension, which src/middlewares/uploads.ts serves inline.
 */
const documentsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async storePdf(file: IncomingFile, { kind, date }: { kind: DocumentKind; date?: string } = { kind: 'disclosure' }) {
    if (file.size > MAX_PDF_BYTES) throw new HttpError(413, MESSAGES.pdfTooLarge);
    const bytes = await readFile(file.filepath);
    if (bytes.length > MAX_PDF_BYTES) throw new HttpError(413, MESSAGES.pdfTooLarge);
    if (!(await isPdf(bytes))) throw new HttpError(400, MESSAGES.invalidPdf);
    const name = kind === 'inspection-report' ? `inspection-report_${date}_${randomBytes(5).toString('hex')}.pdf` : `disclosure-of-services_${randomBytes(5).toString('hex')}.pdf`;
    try {
      await uploadStore(strapi).write(`uploads/${name}`, bytes, 'application/pdf');
    } catch (error) {
      if (isStoreUnavailable(error)) throw error;
      // A full or read-only disk: said in plain words, the details only in the log.
      strapi.log.error(`Storing a ${kind} PDF failed: ${(error as Error).message}`);
      throw new HttpError(503, STORE_DOWN);
    }
    return { url: `/uploads/${name}`, kind, ...(date ? { date } : {}) };
  },
});
export default documentsService;

declare module '../../kit/services' {
  interface AppServices {
    'api::documents.documents': ReturnType<typeof documentsService>;
  }
}
