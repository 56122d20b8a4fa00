// Pictures the API makes itself from others (rasters of the shipped SVG art, link previews): each is made
// once and kept in the app's FileStorage, so a restart, or another instance sharing the bucket, serves it
// without drawing it again. Keys name their content (a hash or fingerprint), so a kept file never goes stale.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { fileMediaStorage, type MediaContentType } from './media-storage.ts';

export type ServedMedia = {
  body: Readable | Buffer;
  size: number;
  /** False for a stand-in drawn while something it shows is not ready yet: not kept, cached briefly. */
  final: boolean;
};
/** What a drawing gives: the bytes, and whether they are the final picture for their key. */
export type Drawn = { bytes: Buffer; final: boolean };

type Host = { storage: FileStorage; log: FastifyBaseLogger };

/** Drawings under way, per storage: a burst of first requests (a link shared to a big group) draws once. */
const drawing = new WeakMap<FileStorage, Map<string, Promise<Drawn>>>();

function flightsOf(storage: FileStorage) {
  let flights = drawing.get(storage);
  if (!flights) drawing.set(storage, (flights = new Map()));
  return flights;
}

/** The kept file under `key`, or what `make` draws, kept there for next time when it is final. */
export async function keptOrMade(
  app: Host,
  key: string,
  contentType: MediaContentType,
  make: () => Promise<Drawn>,
): Promise<ServedMedia> {
  const flights = flightsOf(app.storage);
  const media = fileMediaStorage(app.storage);
  let flight = flights.get(key);
  if (!flight) {
    const kept = await media.open(key);
    if (kept) return { body: kept.stream, size: kept.size, final: true };
    // Looked again: another request may have started drawing while the storage answered.
    flight = flights.get(key);
  }
  if (!flight) {
    flight = (async () => {
      const drawn = await make();
      // A full disk or an unreachable bucket costs a redraw next time, not this answer.
      if (drawn.final) {
        await media.put(key, drawn.bytes, contentType).catch((err: unknown) => {
          app.log.warn({ err, key }, 'could not keep a drawn picture; serving it anyway');
        });
      }
      return drawn;
    })().finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  const { bytes, final } = await flight;
  return { body: bytes, size: bytes.length, final };
}
