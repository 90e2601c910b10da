import { messages } from '@aqar/domain/messages';
import { pictureMaxBytes, picturesPerRecordMax } from '@aqar/domain/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let storeId: string;
const auth = () => ({ authorization: `Bearer ${token}` });

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L')]);
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const boundary = 'aqar-test-boundary';

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body, written out by hand so that the test controls every byte. */
const multipart = (parts: Part[]) => {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.fileName !== undefined ? `; filename="${part.fileName}"` : ''
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
};

const upload = (
  file: Buffer | undefined,
  {
    fileName = 'photo.png',
    type = 'image/png',
    entity = 'stores',
    recordId = storeId,
    headers = auth(),
  } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/pictures',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart([
      { name: 'entity', value: entity },
      { name: 'recordId', value: recordId },
      ...(file ? [{ name: 'file', value: file, fileName, type }] : []),
    ]),
  });

const list = async (recordId = storeId) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/pictures?entity=stores&recordId=${recordId}`,
      headers: auth(),
    })
  ).json().data as { id: string; fileName: string; contentType: string; size: number; position: number }[];

const newStore = async (name: string) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stores',
    headers: auth(),
    payload: { name, type: 0 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  storeId = await newStore('Pictures store');
});
afterAll(async () => t?.close());

describe('picture upload limits and types', () => {
  it('keeps JPEG, PNG, GIF, WebP and PDF files, recognised by their bytes, and lists them in order', async () => {
    const files = [
      { bytes: png, name: 'front.png', declared: 'image/png', type: 'image/png' },
      // The declared type is not believed either way.
      { bytes: jpeg, name: 'back.jpg', declared: 'application/octet-stream', type: 'image/jpeg' },
      { bytes: gif, name: 'plan.gif', declared: 'image/gif', type: 'image/gif' },
      { bytes: webp, name: 'roof.webp', declared: 'image/webp', type: 'image/webp' },
      { bytes: pdf, name: 'deed.pdf', declared: 'application/pdf', type: 'application/pdf' },
    ];
    for (const file of files) {
      const answer = await upload(file.bytes, { fileName: file.name, type: file.declared });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({
        entity: 'stores',
        recordId: storeId,
        fileName: file.name,
        contentType: file.type,
        size: file.bytes.length,
      });
      expect(answer.json().data.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const listed = await list();
    expect(listed.map((p) => p.fileName)).toEqual(files.map((f) => f.name));
    expect(listed.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses other types, SVG included, whatever they claim to be, with the file-drop message', async () => {
    const before = (await list()).length;
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
      [Buffer.from('MZ\x90\x00'), 'application/pdf'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const answer = await upload(bytes, { type });
      expect(answer.statusCode, answer.body).toBe(415);
      expect(answer.json()).toMatchObject({
        success: false,
        message: messages.fileType,
        codes: { file: 'fileType' },
      });
    }
    expect((await list()).length).toBe(before);
  });

  it('takes a file of exactly 10 MB and refuses one byte more, with the file-drop message', async () => {
    const limit = Buffer.alloc(pictureMaxBytes, 0);
    pdf.copy(limit);
    const fits = await upload(limit, { fileName: 'big.pdf', type: 'application/pdf' });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.size).toBe(pictureMaxBytes);

    const over = Buffer.alloc(pictureMaxBytes + 1, 0);
    pdf.copy(over);
    const refused = await upload(over, { fileName: 'bigger.pdf', type: 'application/pdf' });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toMatchObject({ message: messages.fileTooLarge, codes: { file: 'fileTooLarge' } });
    expect((await list()).map((p) => p.fileName)).not.toContain('bigger.pdf');

    const big = (await list()).find((p) => p.fileName === 'big.pdf');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pictures/${big?.id}/file`,
      headers: auth(),
    });
    expect(served.rawPayload.length).toBe(pictureMaxBytes);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/pictures/${big?.id}`, headers: auth() });
  });

  it('refuses two files in one request, and more than a record may hold, with "Too many files"', async () => {
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pictures',
      headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart([
        { name: 'entity', value: 'stores' },
        { name: 'recordId', value: storeId },
        { name: 'file', value: png, fileName: 'a.png', type: 'image/png' },
        { name: 'file', value: png, fileName: 'b.png', type: 'image/png' },
      ]),
    });
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json()).toMatchObject({ message: messages.tooManyFiles, codes: { file: 'tooManyFiles' } });

    const full = await newStore('Full store');
    for (let i = 0; i < picturesPerRecordMax; i += 1)
      expect((await upload(png, { recordId: full })).statusCode).toBe(201);
    const oneMore = await upload(png, { recordId: full });
    expect(oneMore.statusCode, oneMore.body).toBe(409);
    expect(oneMore.json()).toMatchObject({ message: messages.tooManyFiles, codes: { file: 'tooManyFiles' } });
  });

  it('refuses an entity without pictures, an unknown record, a missing file and a body that is not multipart', async () => {
    expect((await upload(png, { entity: 'material' })).statusCode).toBe(400);
    expect((await upload(png, { entity: 'nothing' })).statusCode).toBe(400);
    expect((await upload(png, { recordId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await upload(png, { recordId: 'not-an-id' })).statusCode).toBe(400);
    const missing = await upload(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().codes).toEqual({ file: 'required' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pictures',
      headers: auth(),
      payload: { entity: 'stores', recordId: storeId },
    });
    expect(json.statusCode).toBe(415);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pictures?entity=stores&recordId=00000000-0000-4000-8000-000000000000',
      headers: auth(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves a file only to a signed-in user, with its type, caching and no sniffing; a cookie will do', async () => {
    const [first] = await list();
    const url = `/api/v1/pictures/${first.id}/file`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, cookies: { accessToken: 'forged' } })).statusCode).toBe(
      401,
    );

    // An <img> sends the session cookie and no header.
    const served = await t.app.inject({ method: 'GET', url, cookies: { accessToken: token } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="front.png"/);
    expect(served.rawPayload.equals(png)).toBe(true);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { ...auth(), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const listed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(), 'if-none-match': `"${'0'.repeat(64)}", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const other = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(), 'if-none-match': `"${'0'.repeat(64)}"` },
    });
    expect(other.statusCode).toBe(200);

    const document = (await list()).find((p) => p.contentType === 'application/pdf');
    const pdfAnswer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pictures/${document?.id}/file`,
      headers: auth(),
    });
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^attachment;/);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/pictures/00000000-0000-4000-8000-000000000000/file',
          headers: auth(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('asks an upload made with the cookie alone to come from the app', async () => {
    const forged = await upload(png, { headers: { cookie: `accessToken=${token}` } as never });
    expect(forged.statusCode).toBe(403);
    const fromApp = await upload(png, {
      headers: { cookie: `accessToken=${token}`, 'x-aqar-csrf': '1' } as never,
    });
    expect(fromApp.statusCode, fromApp.body).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pictures/${fromApp.json().data.id}`,
      headers: auth(),
    });
  });

  it('reorders the pictures of a record, and refuses an order that does not name each once', async () => {
    const ids = (await list()).map((p) => p.id);
    const reversed = [...ids].reverse();
    const put = (order: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/pictures/order',
        headers: auth(),
        payload: { entity: 'stores', recordId: storeId, ids: order },
      });
    const answer = await put(reversed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await list()).map((p) => p.id)).toEqual(reversed);
    expect((await put(reversed.slice(1))).statusCode).toBe(409);
    expect((await put([...reversed.slice(1), reversed[1]])).statusCode).toBe(409);
    expect((await list()).map((p) => p.id)).toEqual(reversed);
  });

  it('deletes a picture, and the pictures of a record deleted with it', async () => {
    const [first] = await list();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/pictures/${first.id}`, headers: auth() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/pictures/${first.id}`, headers: auth() }))
        .statusCode,
    ).toBe(404);
    expect((await list()).map((p) => p.id)).not.toContain(first.id);

    const doomed = await newStore('Doomed store');
    expect((await upload(png, { recordId: doomed })).statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${doomed}`,
      headers: auth(),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const { rows } = await t.db.query('select count(*)::int as count from pictures where record_id = $1', [
      doomed,
    ]);
    expect(rows[0]).toEqual({ count: 0 });
  });

  it('replays an upload retried with its Idempotency-Key, and refuses the key with another file', async () => {
    const headers = { ...auth(), 'idempotency-key': 'picture-upload-1' };
    const first = await upload(png, { headers, fileName: 'same.png' });
    const retry = await upload(png, { headers, fileName: 'same.png' });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
    const other = await upload(jpeg, { headers, fileName: 'same.png' });
    expect(other.statusCode).toBe(422);
    expect((await list()).filter((p) => p.fileName === 'same.png')).toHaveLength(1);
  });

  it('keeps attachments of an owner card: a PDF is kept, a text file calling itself a PDF refused (issue 28)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/owners',
      headers: auth(),
      payload: { name: 'Attached owner' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ownerId = created.json().data.id as string;
    const kept = await upload(pdf, {
      entity: 'owner',
      recordId: ownerId,
      fileName: 'id.pdf',
      type: 'application/pdf',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const fake = await upload(Buffer.from('plain text'), {
      entity: 'owner',
      recordId: ownerId,
      fileName: 'fake.pdf',
      type: 'application/pdf',
    });
    expect(fake.statusCode).toBe(415);
  });
});
