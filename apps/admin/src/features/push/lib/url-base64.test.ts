import { describe, expect, it } from 'vitest';
import { urlBase64ToUint8Array } from './url-base64.ts';

describe('urlBase64ToUint8Array', () => {
  it('decodes base64url without padding', () => {
    // "-_8" is base64url for bytes fb ff (with "=" padding missing).
    expect(Array.from(urlBase64ToUint8Array('-_8'))).toEqual([0xfb, 0xff]);
  });

  it('decodes a padded-length key the same as standard base64', () => {
    expect(Array.from(urlBase64ToUint8Array('AQIDBA'))).toEqual([1, 2, 3, 4]);
    expect(Array.from(urlBase64ToUint8Array('AQID'))).toEqual([1, 2, 3]);
  });

  it('gives 65 bytes for a VAPID public key', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
