import { createHash } from 'node:crypto';

/** A UUID-shaped id derived from its natural key, so seeding twice finds the same rows. */
export function stableId(...parts: string[]): string {
  const h = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
