/** The image rules the upload control checks before sending anything (spec sections 5 and 9). */
import { MAX_IMAGE_BYTES } from '@afh/contract/rules';

export { MAX_IMAGE_BYTES };
export const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export type ImageProblem = { title: string; message: string };

export const checkImage = (file: File, maxBytes = MAX_IMAGE_BYTES): ImageProblem | null => {
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return { title: 'Invalid file type', message: 'Please select a JPG, PNG, GIF, or WebP image.' };
  if (file.size > maxBytes) return { title: 'File too large', message: `Please select an image smaller than ${Math.round(maxBytes / 1024 / 1024)}MB.` };
  return null;
};

export type Aspect = 'landscape' | 'square' | 'portrait';
export const ASPECTS: Array<{ value: Aspect; label: string }> = [
  { value: 'landscape', label: 'Landscape' },
  { value: 'square', label: 'Square' },
  { value: 'portrait', label: 'Portrait' },
];
