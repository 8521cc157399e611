import { useMutation } from '@tanstack/react-query';
import { MAX_PDF_BYTES } from '@afh/contract/rules';
import { MESSAGES } from '@afh/contract/messages';
import { apiRequest } from '../../../lib/api';
import type { InspectionReport } from '@afh/contract/state-record';
import { useUpdateSettings } from './settings-api';

/** POST /documents/upload.php with the PDF in the field `file` (the server judges it by its bytes); a report says its kind and date. */
const uploadPdf = async (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const answer = await apiRequest<{ success?: boolean; url?: string; message?: string }>('/documents/upload.php', { method: 'POST', body });
  if (!answer.success || !answer.url) throw new Error(answer.message ?? 'The upload failed');
  return answer.url;
};

/** A file the server would refuse for its size, said before it is sent (the server checks again). */
export const tooLarge = (file: File) => (file.size > MAX_PDF_BYTES ? MESSAGES.pdfTooLarge : undefined);

/**
 * The Disclosure of Services (DSHS 10-508): upload a PDF and put it on the site, or take it off
 * (`null`). Saved on its own, like the Email card: the settings form never sends `disclosure_url`.
 */
export const useDisclosure = () => {
  const update = useUpdateSettings();
  return useMutation({
    mutationFn: async (file: File | null) => {
      const url = file ? await uploadPdf(file) : '';
      await update.mutateAsync({ disclosure_url: url });
      return url;
    },
  });
};

/**
 * The state's inspection reports (issue 46): `add` uploads a PDF with the inspection's date and
 * lists it, `remove` takes one off the list. Saved on their own; the server keeps them newest first.
 * `current` is the list as last read, which each change starts from.
 */
export const useInspectionReports = (current: readonly InspectionReport[]) => {
  const update = useUpdateSettings();
  return useMutation({
    mutationFn: async (change: { add: { file: File; date: string } } | { remove: string }) => {
      if ('remove' in change) return update.mutateAsync({ inspection_reports: current.filter((report) => report.url !== change.remove) });
      const { file, date } = change.add;
      const url = await uploadPdf(file, { kind: 'inspection-report', date });
      return update.mutateAsync({ inspection_reports: [...current, { url, date }] });
    },
  });
};
