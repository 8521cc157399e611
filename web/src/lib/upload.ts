import { API_BASE, ApiError, NetworkError } from './api';

// Apart from lib/api.ts: only the admin uploads, so public pages never download this.

export type UploadedImage = { success: boolean; url?: string; relative_path?: string; message?: string };

/**
 * POST /upload_image.php with the file in the field `image`. XMLHttpRequest rather than fetch,
 * because only it reports upload progress; errors are thrown the same way as apiRequest's.
 */
export const uploadImage = (file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/upload_image.php`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new NetworkError(new Error('Network error while uploading')));
    request.onload = () => {
      const body = (request.response ?? null) as UploadedImage | null;
      if (request.status >= 200 && request.status < 300 && body) return resolve(body);
      const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
      reject(new ApiError(serverMessage ?? `HTTP error! status: ${request.status}`, request.status, serverMessage));
    };
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
