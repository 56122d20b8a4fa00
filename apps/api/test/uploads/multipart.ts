import { randomBytes } from 'node:crypto';

export type FilePart = { field?: string; fileName: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body for app.inject, with the given files. */
export function multipart(...files: FilePart[]) {
  const boundary = `----pataka${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.fileName}"\r\n` +
          `Content-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A minimal one-page PDF; each call's bytes differ (a comment), so content hashes do too. */
export const tinyPdf = () =>
  Buffer.from(
    `%PDF-1.4\n%${randomBytes(6).toString('hex')}\n` +
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
