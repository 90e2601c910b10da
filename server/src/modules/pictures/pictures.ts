import { createHash } from 'node:crypto';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { messages } from '@aqar/domain/messages';
import {
  type PictureType,
  pictureMaxBytes,
  picturesPerRecordMax,
  sniffPictureType,
} from '@aqar/domain/pictures';
import { entityByKey } from '@aqar/domain/registry';
import type { Database, Queryable } from '../../db/client.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { assertId } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';

/** A picture as the API lists it: everything but the bytes. */
export interface Picture {
  id: string;
  entity: string;
  recordId: string;
  position: number;
  fileName: string;
  contentType: PictureType;
  size: number;
  sha256: string;
  createdAt: string;
}

export interface PictureFile {
  fileName: string;
  contentType: PictureType;
  size: number;
  sha256: string;
  data: Uint8Array;
}

const pictureColumns = `id, entity, record_id as "recordId", position, file_name as "fileName",
  content_type as "contentType", size, sha256, created_at as "createdAt"`;

/** The entity's definition, if it keeps pictures; a 400 for any other key. */
export const pictureEntity = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
  if (!definition?.pictures) throw badRequest(`Entity '${key}' has no pictures`, { entity: 'invalidValue' });
  return definition;
};

/**
 * Holds the record (404 when it does not exist) until the transaction ends: uploads to one record
 * take turns, so its count and positions stay right, and a record deleted meanwhile takes no
 * picture with it to the grave.
 */
const lockRecord = async (tx: Queryable, definition: EntityDefinition, recordId: string) => {
  assertId(recordId);
  const { rows } = await tx.query(
    `select 1 from ${ident(definition.table)} where id = $1 for no key update`,
    [recordId],
  );
  if (rows.length === 0) throw notFound('Record not found');
};

export const listPictures = async (db: Queryable, entity: string, recordId: string) => {
  const definition = pictureEntity(entity);
  assertId(recordId);
  const { rows: found } = await db.query(`select 1 from ${ident(definition.table)} where id = $1`, [
    recordId,
  ]);
  if (found.length === 0) throw notFound('Record not found');
  const { rows } = await db.query<Picture>(
    `select ${pictureColumns} from pictures where entity = $1 and record_id = $2 order by position, created_at`,
    [definition.key, recordId],
  );
  return rows;
};

/** The name a file keeps: its last path segment, without control characters, at most 255 characters. */
export const cleanFileName = (name: string | undefined) => {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');
  return printable.trim().slice(0, 255) || 'picture';
};

export interface Upload {
  entity: string;
  recordId: string;
  fileName: string | undefined;
  bytes: Uint8Array;
}

/** Refuses what is not a picture (by its bytes) or is too large, with the spec's messages. */
export const pictureTypeOf = (bytes: Uint8Array): PictureType => {
  if (bytes.length > pictureMaxBytes)
    throw new ApiError(413, messages.fileTooLarge, { file: 'fileTooLarge' });
  const type = sniffPictureType(bytes);
  if (!type) throw new ApiError(415, messages.fileType, { file: 'fileType' });
  return type;
};

export const addPicture = async (db: Database, upload: Upload, actor: Actor): Promise<Picture> => {
  const definition = pictureEntity(upload.entity);
  const contentType = pictureTypeOf(upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  return db.transaction(async (tx) => {
    await lockRecord(tx, definition, upload.recordId);
    const { rows: counts } = await tx.query<{ count: number; next: number }>(
      `select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next
         from pictures where entity = $1 and record_id = $2`,
      [definition.key, upload.recordId],
    );
    if (counts[0].count >= picturesPerRecordMax)
      throw conflict(messages.tooManyFiles, { file: 'tooManyFiles' });
    const { rows } = await tx.query<Picture>(
      `insert into pictures (entity, record_id, position, file_name, content_type, size, sha256, data, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${pictureColumns}`,
      [
        definition.key,
        upload.recordId,
        counts[0].next,
        cleanFileName(upload.fileName),
        contentType,
        upload.bytes.length,
        sha256,
        upload.bytes,
        actor.id,
      ],
    );
    return rows[0];
  });
};

export const readPictureFile = async (db: Queryable, id: string): Promise<PictureFile> => {
  assertId(id);
  const { rows } = await db.query<PictureFile>(
    `select file_name as "fileName", content_type as "contentType", size, sha256, data from pictures where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Picture not found');
  return rows[0];
};

export const deletePicture = async (db: Queryable, id: string) => {
  assertId(id);
  const { rows } = await db.query('delete from pictures where id = $1 returning id', [id]);
  if (rows.length === 0) throw notFound('Picture not found');
};

/** Puts the record's pictures in the order given, which must name each of them once. */
export const reorderPictures = async (db: Database, entity: string, recordId: string, ids: string[]) => {
  const definition = pictureEntity(entity);
  return db.transaction(async (tx) => {
    await lockRecord(tx, definition, recordId);
    const { rows } = await tx.query<{ id: string }>(
      'select id from pictures where entity = $1 and record_id = $2',
      [definition.key, recordId],
    );
    const current = new Set(rows.map((row) => row.id));
    const given = ids.map((id) => id.toLowerCase());
    if (
      given.length !== current.size ||
      new Set(given).size !== given.length ||
      given.some((id) => !current.has(id))
    )
      throw conflict('The pictures have changed since they were shown; reload and try again', {
        ids: 'invalidValue',
      });
    await tx.query(
      `update pictures p set position = o.position - 1
         from unnest($1::uuid[]) with ordinality as o(id, position) where p.id = o.id`,
      [given],
    );
    return (
      await tx.query<Picture>(
        `select ${pictureColumns} from pictures where entity = $1 and record_id = $2 order by position`,
        [definition.key, recordId],
      )
    ).rows;
  });
};

/** The pictures of deleted records go with them, in the delete's transaction. */
export const deletePicturesOf = (tx: Queryable, entity: string, recordIds: string[]) =>
  tx.query('delete from pictures where entity = $1 and record_id = any($2::uuid[])', [entity, recordIds]);
