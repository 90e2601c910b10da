import type { PictureType } from '@aqar/domain/pictures';
import type { EntityKey } from '@aqar/domain/registry';
import { type Envelope, http } from './http.ts';

/** A picture of a record as the API lists it (server/src/modules/pictures). */
export interface Picture {
  id: string;
  entity: EntityKey;
  recordId: string;
  position: number;
  fileName: string;
  contentType: PictureType;
  size: number;
  sha256: string;
  createdAt: string;
}

/**
 * The file's address. An <img> sends the session cookie, which is all a read needs; the file never
 * changes under its id, so the browser keeps it.
 */
export const pictureFileUrl = (picture: Pick<Picture, 'id'>) => `/api/v1/pictures/${picture.id}/file`;

export const pictureClient = {
  list: async (entity: EntityKey, recordId: string) =>
    (await http.get<Envelope<Picture[]>>('/pictures', { params: { entity, recordId } })).data.data,

  upload: async (
    entity: EntityKey,
    recordId: string,
    file: Blob & { name?: string },
    onProgress?: (percent: number) => void,
  ) => {
    const form = new FormData();
    // The fields before the file, so the server knows the record before the bytes arrive.
    form.append('entity', entity);
    form.append('recordId', recordId);
    form.append('file', file, file.name ?? 'picture');
    const answer = await http.post<Envelope<Picture>>('/pictures', form, {
      // A 10 MB file on a slow line takes longer than the client's usual limit.
      timeout: 300_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    });
    return answer.data.data;
  },

  remove: async (id: string) => {
    await http.delete(`/pictures/${id}`);
  },

  reorder: async (entity: EntityKey, recordId: string, ids: string[]) =>
    (await http.put<Envelope<Picture[]>>('/pictures/order', { entity, recordId, ids })).data.data,
};
