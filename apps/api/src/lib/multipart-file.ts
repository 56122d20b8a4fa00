import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The one file of a multipart request (the route's plugin registered @fastify/multipart with its size
 * limit): 400 with `messages.missing` when there is none or it is empty, 413 with `messages.tooLarge`
 * past the limit.
 */
export async function singleUploadedFile(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string },
  defaultName: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('invalid', messages.missing);
  try {
    const part = await request.file();
    if (!part) throw new AppError('invalid', messages.missing);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError('invalid', messages.missing);
    return { bytes, fileName: part.filename || defaultName };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('payload_too_large', messages.tooLarge);
    }
    throw err;
  }
}
