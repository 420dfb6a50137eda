// Uploads go through XMLHttpRequest because fetch reports no upload progress.

import { ApiRequestError, leaveOnExpiredSession } from '@/lib/api/client';
import { type FoodstuffPhoto, foodstuffPhotoSchema } from '@/lib/api/contract';

export function uploadFoodstuffPhoto(
  file: File,
  tags: readonly string[],
  onProgress: (fraction: number) => void,
): Promise<FoodstuffPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/foodstuff-photos?${new URLSearchParams({ tags: tags.join(',') })}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { code?: unknown; detail?: unknown } | null;
      if (request.status >= 200 && request.status < 300) {
        const parsed = foodstuffPhotoSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(request.status, 'UPSTREAM_ERROR', 'Resposta inesperada.'));
        return;
      }
      const error = new ApiRequestError(
        request.status,
        typeof body?.code === 'string' ? body.code : 'UPSTREAM_ERROR',
        typeof body?.detail === 'string' ? body.detail : '',
      );
      leaveOnExpiredSession(error);
      reject(error);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'UPSTREAM_UNAVAILABLE', 'Sem conexão.'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
