// The optional "new enquiry" sound: a short WebAudio beep (no audio file), off unless staff turn it on.
import { useSyncExternalStore } from 'react';

const KEY = 'pataka_admin_sound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the toggle lasts for this page only.
  }
  listeners.forEach((l) => l());
  if (on) beep(); // also unlocks audio on browsers that need a user gesture first
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => false,
  );
}

let context: AudioContext | null = null;

/** Two quick tones, loud enough over a busy counter and short enough not to annoy. */
export function beep() {
  try {
    context ??= new AudioContext();
    const ctx = context;
    void ctx.resume();
    [880, 1320].forEach((freq, i) => {
      const start = ctx.currentTime + i * 0.16;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.14);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.15);
    });
  } catch {
    // No WebAudio: the toast and the badge still tell.
  }
}

export function playNewEnquirySound() {
  if (read()) beep();
}
