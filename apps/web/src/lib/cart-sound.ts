// The fly-to-cart sound (§2), synthesised with WebAudio: no audio file to download.
// Audio failures are only logged (§8): autoplay policies and missing audio devices are normal.

let context: AudioContext | null = null;

/** A short rising two-note "pop" timed to land as the product reaches the cart icon. */
export function playAddToCartSound(delayMs = 0) {
  try {
    const Ctor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended')
      void ctx.resume().catch((error) => console.warn('Audio resume failed', error));
    const start = ctx.currentTime + delayMs / 1000;
    [660, 990].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(frequency, start + i * 0.09);
      gain.gain.setValueAtTime(0.0001, start + i * 0.09);
      gain.gain.exponentialRampToValueAtTime(0.18, start + i * 0.09 + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.09 + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + i * 0.09);
      osc.stop(start + i * 0.09 + 0.18);
    });
  } catch (error) {
    console.warn('Add-to-cart sound failed', error);
  }
}
