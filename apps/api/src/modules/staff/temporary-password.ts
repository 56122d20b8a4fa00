import { randomInt } from 'node:crypto';

// No 0/o, 1/l/i: the password is read out over the phone or copied from a screen.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A temporary password like "k7fm-q2xa-9hde" (12 random characters, ~59 bits), shown once. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}
