// Uploads go through XMLHttpRequest because fetch reports no upload progress.

import { announceEndedSession } from '@/lib/api/browser/client';
import { parseProxyProblem } from '@/lib/api/browser/proxy-problem';
import type { FoodstuffPhoto } from '@/lib/api/contract';
import { ApiProblem, connectionLost } from '@/lib/api/errors';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';

export function uploadFoodstuffPhoto(
  file: File,
  tags: readonly string[],
  onProgress: (fraction: number) => void,
): Promise<FoodstuffPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', viaProxy(cataloguePaths.foodstuffPhotos({ tags: tags.join(',') })));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        if (isFoodstuffPhoto(body)) resolve(body);
        else reject(new ApiProblem(request.status, 'UPSTREAM_ERROR', 'Resposta inesperada.'));
        return;
      }
      const error = parseProxyProblem(request.status, body);
      announceEndedSession(error);
      reject(error);
    };
    request.onerror = () => reject(connectionLost());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The answer has the contract's shape of a photo (checked without zod: the food form loads none for it). */
function isFoodstuffPhoto(body: unknown): body is FoodstuffPhoto {
  if (typeof body !== 'object' || body === null) return false;
  const { id, url, tags } = body as Record<string, unknown>;
  return Number.isInteger(id) && typeof url === 'string' && typeof tags === 'string';
}
