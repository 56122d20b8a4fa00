// How every /media/… route answers: a picture cached for a year (its URL names its content), or a 404
// that no cache keeps (the picture may exist a moment later).
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { MediaContentType } from './media-storage.ts';

export function sendPicture(
  reply: FastifyReply,
  contentType: MediaContentType,
  file: { body: Readable | Buffer; size: number; final?: boolean },
) {
  return (
    reply
      .type(contentType)
      .header('content-length', file.size)
      // A stand-in (final: false) is asked for again shortly, to get the real picture once it is ready.
      .header(
        'cache-control',
        file.final === false ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
      )
      // Pictures are shown on other sites too (WhatsApp, Facebook, a shop's own domain).
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.body)
  );
}

export function pictureNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'NOT_FOUND', message: 'Picture not found' } });
}
