import { spawn } from 'node:child_process';
import { waitForExit } from './helpers.mjs';

const READY_WITHIN_MS = 120_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function get(base, url, headers = {}) {
  const res = await fetch(base + url, { headers, redirect: 'follow' });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

async function waitForReady(base, exited, startedAt) {
  let ended = null;
  exited.then((r) => (ended = r));
  let last = 'no answer';
  while (performance.now() - startedAt < READY_WITHIN_MS) {
    if (ended)
      throw new Error(`the server exited (${ended.signal ?? `code ${ended.code}`}) before it was ready`);
    try {
      const res = await get(base, '/api/v1/ready');
      if (res.status === 200) return Math.round(performance.now() - startedAt);
      last = `${res.status} ${res.body.toString().slice(0, 300)}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(200);
  }
  throw new Error(`GET /api/v1/ready did not answer 200 within ${READY_WITHIN_MS / 1000} s (last: ${last})`);
}

function expectPage(res, what) {
  if (res.status !== 200 || !res.type.startsWith('text/html')) {
    throw new Error(
      `${what} answered ${res.status} ${res.type} (expected 200 text/html): ${res.body.toString().slice(0, 200)}`,
    );
  }
}

/** A screenshot-like PNG with a payment's text, made with the checkout's own sharp. */
async function receiptPng(utr) {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="40" y="110" font-family="DejaVu Sans, sans-serif" font-size="44">Paid Rs. 1,236</text>
    <text x="40" y="200" font-family="DejaVu Sans, sans-serif" font-size="32">UPI Ref No: ${utr}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A staff member uploads a payment screenshot: stored under DATA_DIR, read by the OCR worker, served back. */
async function uploadAndRead(base, admin, log) {
  const json = { 'content-type': 'application/json', 'x-tenant-id': 'demo' };
  const login = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`staff sign-in answered ${login.status}: ${await login.text()}`);
  const auth = { 'x-tenant-id': 'demo', authorization: `Bearer ${(await login.json()).data.token}` };

  const utr = '409912345678';
  const form = new FormData();
  form.append('file', new Blob([await receiptPng(utr)], { type: 'image/png' }), 'receipt.png');
  const t0 = performance.now();
  const up = await fetch(`${base}/api/v1/uploads/payment-proof`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (up.status !== 201)
    throw new Error(`the payment screenshot upload answered ${up.status}: ${await up.text()}`);
  const { id } = (await up.json()).data;
  let state;
  for (let i = 0; i < 300; i++) {
    state = JSON.parse((await get(base, `/api/v1/uploads/${id}`, auth)).body.toString()).data.extractedData;
    if (state?.extraction !== 'processing') break;
    await sleep(200);
  }
  if (state?.extraction !== 'done')
    throw new Error(`the screenshot was not read: ${JSON.stringify(state).slice(0, 300)}`);
  if (!String(state.rawText ?? '').includes(utr))
    throw new Error(`OCR did not read the UTR: ${state.rawText}`);
  const file = await get(base, `/api/v1/uploads/${id}/file`, auth);
  if (file.status !== 200 || !file.type.startsWith('image/'))
    throw new Error(`the stored screenshot answered ${file.status}`);
  log(
    `payment screenshot stored, read by OCR (UTR found) and served back in ${Math.round(performance.now() - t0)} ms`,
  );
}

/** Everything the image must do once started; throws with the first thing that does not work. */
export async function exerciseServer({
  base,
  exited,
  log,
  startedAt,
  admin,
  healthcheck,
  healthcheckEnv,
  appDir,
}) {
  log(`GET /api/v1/ready → 200 after ${await waitForReady(base, exited, startedAt)} ms`);

  const health = await get(base, '/api/v1/health');
  if (health.status !== 200) throw new Error(`GET /api/v1/health answered ${health.status}`);
  expectPage(await get(base, '/'), 'the storefront (GET /)');
  expectPage(await get(base, '/admin/'), 'the staff console (GET /admin/)');
  log('GET /api/v1/health → 200, storefront / and console /admin/ → 200 text/html');

  if (!healthcheck) throw new Error('the runtime stage has no HEALTHCHECK');
  const probe = spawn(healthcheck[0], healthcheck.slice(1), {
    cwd: appDir,
    env: healthcheckEnv,
    stdio: 'ignore',
  });
  const result = await waitForExit(probe);
  if (result.code !== 0)
    throw new Error(`the HEALTHCHECK command failed (${result.signal ?? `exit ${result.code}`})`);
  log('HEALTHCHECK command → exit 0');

  await uploadAndRead(base, admin, log);
}
