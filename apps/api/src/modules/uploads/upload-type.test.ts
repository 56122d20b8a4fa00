import { describe, expect, it } from 'vitest';
import { sniffUploadType } from './upload-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffUploadType', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(sniffUploadType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))?.mime).toBe('image/png');
    expect(sniffUploadType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffUploadType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffUploadType(bytes('%PDF-1.7\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('refuses text, a RIFF that is not WebP, and truncated headers', () => {
    expect(sniffUploadType(bytes('hello, I am a .png'))).toBeNull();
    expect(sniffUploadType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffUploadType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffUploadType(Buffer.alloc(0))).toBeNull();
  });
});
