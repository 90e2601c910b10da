import { describe, expect, it } from 'vitest';
import { isInlinePicture, pictureTypes, sniffPictureType } from './pictures.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffPictureType', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(sniffPictureType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffPictureType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPictureType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffPictureType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(sniffPictureType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffPictureType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses SVG, HTML, text, other RIFF files, truncated signatures and nothing at all', () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('<html><body>hi</body></html>'),
      bytes('hello'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes('GIF8'),
      bytes(0x89, 'PN'),
      bytes(0xff, 0xd8),
      bytes(),
    ])
      expect(sniffPictureType(refused)).toBeUndefined();
  });

  it('shows images inline and only images', () => {
    expect(pictureTypes.filter(isInlinePicture)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
  });
});

describe('file-drop messages', () => {
  it('name the accepted types and the size limit (spec section 5)', async () => {
    const { messages } = await import('./messages.ts');
    const { pictureMaxBytes } = await import('./pictures.ts');
    expect(messages.fileType).toBe(`File type must be one of ${pictureTypes.join(', ')}`);
    expect(messages.fileTooLarge).toBe(`File is larger than ${pictureMaxBytes} bytes`);
    expect(messages.tooManyFiles).toBe('Too many files');
  });
});
