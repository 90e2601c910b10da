/**
 * Pictures kept with a record of an entity whose definition says `pictures: true` (issue 18):
 * images and PDF files, stored in the database. The limits and the file-drop messages (spec
 * section 5) are shared by the API, which enforces them, and the web app, which checks them
 * before sending a file.
 */

/** The types accepted, as the server recognises them from the file's first bytes. */
export const pictureTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

export type PictureType = (typeof pictureTypes)[number];

/** 10 MB: a file of exactly this many bytes is accepted, one byte more is refused. */
export const pictureMaxBytes = 10 * 1024 * 1024;

/** Pictures one record may hold: a bound on what one record can put into the database. */
export const picturesPerRecordMax = 50;

/** File extensions the browser's file chooser offers, beside the types. */
export const pictureAccept = [...pictureTypes, '.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'].join(',');

/**
 * The file's real type from its first bytes (magic numbers), never from its name or the type a
 * browser declared; undefined for anything else (SVG, which can hold scripts, included).
 */
export const sniffPictureType = (bytes: Uint8Array): PictureType | undefined => {
  const startsWith = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // GIF87a and GIF89a.
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  // A RIFF container whose form type is WEBP.
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
};

/** Shown inline (an image) or saved (a PDF, which a browser would open as a document of our origin). */
export const isInlinePicture = (type: string) => type.startsWith('image/');
