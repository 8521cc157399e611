import { useMutation } from '@tanstack/react-query';
import { MAX_PDF_BYTES } from '@afh/contract/rules';
import { MESSAGES } from '@afh/contract/messages';
import { apiRequest } from '../../../lib/api';
import { useUpdateSettings } from './settings-api';

/** POST /documents/upload.php with the PDF in the field `file`: the server judges it by its bytes. */
const uploadPdf = async (file: File) => {
  const body = new FormData();
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
