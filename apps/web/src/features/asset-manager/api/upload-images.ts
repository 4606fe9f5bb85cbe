import { API, UPLOAD_IMAGES_FIELD } from '@webku/contract';
import { apiUrl, UploadError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

// XMLHttpRequest rather than fetch: only XHR reports upload progress.
export function uploadImages(
  files: readonly File[],
  category: string,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append(UPLOAD_IMAGES_FIELD, file, file.name);
    body.append('category', category);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(API.admin.upload.images));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadError(xhr.status, xhr.responseText));
      try {
        resolve((JSON.parse(xhr.responseText || 'null') as { data?: unknown } | null)?.data);
      } catch {
        resolve(undefined);
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.send(body);
  });
}
