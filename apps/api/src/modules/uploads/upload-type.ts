/** The four kinds of file a payment proof may be (DESIGN.md), recognised by their first bytes. */
export type UploadKind = { mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf'; ext: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type by magic bytes, never by name or the browser's Content-Type: a text file called proof.png
 * is not an image. Returns null for anything else.
 */
export function sniffUploadType(buf: Buffer): UploadKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(buf, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

export const isImage = (kind: UploadKind) => kind.mime !== 'application/pdf';
