// Renders the demo shops' "How to Order" explainer (§2 video modal) without any download: headless
// Chromium draws an animated canvas and MediaRecorder encodes it to WebM.
// Run: cd apps/web && npx tsx scripts/make-how-to-order-video.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const MEDIA = path.resolve(here, '../public/media');
const TENANTS = ['demo', 'demo2'];
const MAX_BYTES = 1024 * 1024;

const STEPS = [
  { icon: 'browse', title: 'Browse', text: 'Explore sparklers, rockets and gift boxes' },
  { icon: 'cart', title: 'Add to Cart', text: 'Pick quantities — up to 99 of each' },
  { icon: 'enquiry', title: 'Submit Enquiry', text: 'Send your cart with delivery details' },
  { icon: 'phone', title: 'We Call Within 24 h', text: 'We confirm stock, price and delivery' },
  { icon: 'upi', title: 'Pay by UPI', text: 'Scan the QR with any UPI app' },
  { icon: 'upload', title: 'Upload Screenshot', text: 'Add the payment proof to your enquiry' },
] as const;

/** Runs inside the page: draws every frame and records the canvas. Returns the WebM as base64. */
async function record({
  steps,
  stepMs,
}: {
  steps: typeof STEPS;
  stepMs: number;
}): Promise<{ base64: string; ms: number }> {
  const W = 640;
  const H = 360;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d')!;
  const total = steps.length * stepMs + 1200;

  const ease = (t: number) => 1 - Math.pow(1 - Math.min(1, Math.max(0, t)), 3);

  function icon(kind: string, x: number, y: number, s: number, t: number) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#fff8eb';
    ctx.fillStyle = '#ffc24a';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    switch (kind) {
      case 'browse':
        for (let i = 0; i < 4; i++) ctx.strokeRect(-40 + (i % 2) * 44, -40 + Math.floor(i / 2) * 44, 36, 36);
        ctx.fillRect(
          -40 + ((Math.floor(t * 4) % 4) % 2) * 44,
          -40 + Math.floor((Math.floor(t * 4) % 4) / 2) * 44,
          36,
          36,
        );
        break;
      case 'cart':
        ctx.moveTo(-45, -35);
        ctx.lineTo(-30, -35);
        ctx.lineTo(-18, 20);
        ctx.lineTo(35, 20);
        ctx.lineTo(45, -18);
        ctx.lineTo(-25, -18);
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(-12, 36, 7, 0, 7);
        ctx.arc(30, 36, 7, 0, 7);
        ctx.fill();
        ctx.fillRect(-4, -60 + ease(t * 2) * 50, 18, 18);
        break;
      case 'enquiry':
        ctx.strokeRect(-35, -45, 70, 90);
        for (let i = 0; i < 4; i++) {
          ctx.moveTo(-22, -25 + i * 18);
          ctx.lineTo(-22 + 44 * ease(t * 3 - i * 0.3), -25 + i * 18);
        }
        ctx.stroke();
        break;
      case 'phone':
        ctx.strokeRect(-22, -45, 44, 90);
        ctx.stroke();
        for (let i = 1; i <= 3; i++) {
          ctx.globalAlpha = (Math.sin(t * 12 - i) + 1) / 2;
          ctx.beginPath();
          ctx.arc(30, -30, i * 12, -1.2, 0.2);
          ctx.stroke();
        }
        break;
      case 'upi':
        for (let r = 0; r < 7; r++)
          for (let c = 0; c < 7; c++) {
            if ((r * 7 + c * 3 + r * c) % 3 === 0 || r === 0 || c === 0 || r === 6 || c === 6)
              ctx.fillRect(-42 + c * 12, -42 + r * 12, 11, 11);
          }
        ctx.strokeStyle = '#22c55e';
        ctx.beginPath();
        ctx.moveTo(-48, -48 + 96 * ((t * 2) % 1));
        ctx.lineTo(48, -48 + 96 * ((t * 2) % 1));
        ctx.stroke();
        break;
      case 'upload':
        ctx.strokeRect(-40, 10, 80, 30);
        ctx.moveTo(0, 25 - ease(t * 2) * 40);
        ctx.lineTo(0, -45 - ease(t * 2) * 10);
        ctx.moveTo(-18, -25 - ease(t * 2) * 10);
        ctx.lineTo(0, -45 - ease(t * 2) * 10);
        ctx.lineTo(18, -25 - ease(t * 2) * 10);
        ctx.stroke();
        break;
    }
    ctx.restore();
  }

  function frame(ms: number) {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#33080c');
    g.addColorStop(1, '#8e1a22');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    // Sparks drifting in the background.
    for (let i = 0; i < 24; i++) {
      const x = (i * 97 + ms * 0.02 * (1 + (i % 3))) % W;
      const y = (i * 53 + Math.sin(ms / 700 + i) * 20 + H) % H;
      ctx.fillStyle = `rgba(255, 194, 74, ${0.25 + 0.25 * Math.sin(ms / 300 + i)})`;
      ctx.fillRect(x, y, 2, 2);
    }
    ctx.fillStyle = '#ffc24a';
    ctx.font = 'bold 22px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('HOW TO ORDER', W / 2, 40);

    const index = Math.min(steps.length - 1, Math.floor(ms / stepMs));
    const local = (ms - index * stepMs) / stepMs;
    const step = steps[index]!;
    const enter = ease(local * 4);
    ctx.globalAlpha = ms > steps.length * stepMs ? 1 : enter;
    ctx.beginPath();
    ctx.fillStyle = 'rgba(255,255,255,0.08)';
    ctx.arc(W / 2, 150, 70, 0, Math.PI * 2);
    ctx.fill();
    icon(step.icon, W / 2, 150, 0.8 + 0.2 * enter, local);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 30px sans-serif';
    ctx.fillText(`${index + 1}. ${step.title}`, W / 2 + (1 - enter) * 40, 262);
    ctx.fillStyle = '#fbe4e4';
    ctx.font = '18px sans-serif';
    ctx.fillText(step.text, W / 2, 294);
    ctx.globalAlpha = 1;

    // Progress dots.
    steps.forEach((_, i) => {
      ctx.beginPath();
      ctx.fillStyle = i <= index ? '#ffc24a' : 'rgba(255,255,255,0.3)';
      ctx.arc(W / 2 - (steps.length - 1) * 14 + i * 28, 330, i === index ? 7 : 5, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  const stream = canvas.captureStream(24);
  const mime = MediaRecorder.isTypeSupported('video/webm;codecs=vp9')
    ? 'video/webm;codecs=vp9'
    : 'video/webm';
  const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 350_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const start = performance.now();
  recorder.start(250);
  await new Promise<void>((resolve) => {
    const tick = () => {
      const ms = performance.now() - start;
      frame(ms);
      if (ms < total) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  const ms = performance.now() - start;
  recorder.stop();
  await done;
  const buffer = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < buffer.length; i += 0x8000)
    binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
  return { base64: btoa(binary), ms };
}

/**
 * MediaRecorder leaves the WebM duration out (players show no length and cannot seek well). Adds the
 * Segment Info's Duration element; MediaRecorder writes the Segment with an unknown size, so only the
 * Info element's own size needs rewriting.
 */
export function withDuration(webm: Buffer, durationMs: number): Buffer {
  const infoAt = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  const segmentAt = webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
  const unknownSegmentSize = webm
    .subarray(segmentAt + 4, segmentAt + 12)
    .equals(Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
  if (infoAt < 0 || segmentAt < 0 || !unknownSegmentSize) return webm;
  const sizeAt = infoAt + 4;
  const first = webm[sizeAt]!;
  let length = 1;
  while (length < 8 && !(first & (0x80 >> (length - 1)))) length++;
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + webm[sizeAt + i]!;
  const body = webm.subarray(sizeAt + length, sizeAt + length + size);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]); // Duration, 8-byte float
  duration.writeDoubleBE(durationMs, 3); // in TimecodeScale units: MediaRecorder's default 1 ms
  const newSize = Buffer.alloc(8);
  newSize[0] = 0x01; // an 8-byte vint
  newSize.writeUIntBE(size + duration.length, 2, 6);
  return Buffer.concat([
    webm.subarray(0, sizeAt),
    newSize,
    body,
    duration,
    webm.subarray(sizeAt + length + size),
  ]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
  await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>');
  // tsx compiles with keepNames, which wraps functions in an `__name` helper the page lacks.
  await page.addScriptTag({ content: 'window.__name = (fn) => fn;' });
  const { base64, ms } = await page.evaluate(record, { steps: STEPS, stepMs: 2700 });
  const video = withDuration(Buffer.from(base64, 'base64'), ms);
  if (video.length > MAX_BYTES) throw new Error(`Video is ${video.length} bytes, over the 1 MB budget`);
  for (const tenant of TENANTS) {
    const out = path.join(MEDIA, tenant, 'how-to-order.webm');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, video);
    console.log(`wrote ${out} (${(video.length / 1024).toFixed(0)} KB)`);
  }
} finally {
  await browser.close();
}
