import multipart from '@fastify/multipart';
import { messages } from '@aqar/domain/messages';
import { isInlinePicture, pictureMaxBytes, picturesPerRecordMax } from '@aqar/domain/pictures';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../http/envelope.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import {
  addPicture,
  deletePicture,
  listPictures,
  readPictureFile,
  reorderPictures,
  type Upload,
} from './pictures.ts';

const tags = ['pictures'];
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  message: 'invalidReference',
});
const recordOf = z.object({ entity: plainText(64), recordId: uuid });
const idParams = z.object({ id: plainText(100) });
const orderBody = recordOf.extend({ ids: z.array(uuid).max(picturesPerRecordMax) });

/** A year: a picture never changes under its id (a new file is a new picture). */
const cacheSeconds = 365 * 24 * 60 * 60;

/** Multipart failures of @fastify/multipart and busboy, by code, as the spec's file-drop messages. */
const uploadError = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, messages.fileTooLarge, { file: 'fileTooLarge' });
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.tooManyFiles, { file: 'tooManyFiles' });
  if (code.startsWith('FST_') || error instanceof Error)
    return badRequest('The upload is not valid multipart/form-data');
  return error;
};

/**
 * Reads the upload before validation, so that the Idempotency-Key of a create (http/idempotency.ts)
 * covers the file as well as the fields. One file of at most 10 MB, a few short fields.
 */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      'Send the picture as multipart/form-data with the fields entity, recordId and file',
    );
  const fields = new Map<string, string>();
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The file's own bytes are refused or kept whole; its declared type is not believed.
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  request.body = { entity: fields.get('entity'), recordId: fields.get('recordId'), file };
};

const uploadFields = recordOf.extend({
  file: z.object({ fileName: z.string(), bytes: z.instanceof(Uint8Array) }, { message: 'required' }),
});

/** Pictures of records of entities that declare `pictures: true` (domain/src/pictures.ts). */
export const pictureRoutes = async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: pictureMaxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/pictures', { schema: { tags, querystring: recordOf } }, async (request) =>
    ok(await listPictures(app.db, request.query.entity, request.query.recordId)),
  );

  api.post(
    '/pictures',
    {
      schema: { tags, consumes: ['multipart/form-data'] },
      preValidation: readUpload,
    },
    async (request, reply) => {
      const parsed = uploadFields.safeParse(request.body);
      if (!parsed.success) {
        const codes = Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0] ?? '_'),
            issue.path[0] === 'file' ? 'required' : 'invalidValue',
          ]),
        );
        throw new ApiError(400, 'Please correct the highlighted fields', codes);
      }
      const { entity, recordId, file } = parsed.data;
      const upload: Upload = { entity, recordId, fileName: file.fileName, bytes: file.bytes };
      return reply.code(201).send(ok(await addPicture(app.db, upload, actorOf(request))));
    },
  );

  api.get('/pictures/:id/file', { schema: { tags, params: idParams } }, async (request, reply) => {
    const picture = await readPictureFile(app.db, request.params.id);
    const etag = `"${picture.sha256}"`;
    reply
      .header('cache-control', `private, max-age=${cacheSeconds}, immutable`)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${isInlinePicture(picture.contentType) ? 'inline' : 'attachment'}; filename="${picture.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(picture.fileName)}`,
      );
    // A list of tags, weak ones included, as caches send them.
    const known = (request.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag) || known.includes('*')) return reply.code(304).send();
    const data = picture.data;
    return reply.type(picture.contentType).send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });

  api.delete('/pictures/:id', { schema: { tags, params: idParams } }, async (request) => {
    await deletePicture(app.db, request.params.id);
    return ok({ id: request.params.id });
  });

  api.put('/pictures/order', { schema: { tags, body: orderBody } }, async (request) =>
    ok(await reorderPictures(app.db, request.body.entity, request.body.recordId, request.body.ids)),
  );
};
