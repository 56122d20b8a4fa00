import type { UpiApp } from '@pataka/domain/extracted-payment';

type Cue = { re: RegExp; weight: number };

/**
 * Wording and branding each app prints. A logo is worth most; label wording helps when OCR mangles
 * the logo (Paytm's is read as "Payim", "Pay’m", "Pay m"). Handles only nudge: the payee's bank
 * handle says nothing about the payer's app.
 */
const CUES: Record<UpiApp, Cue[]> = {
  'Google Pay': [
    { re: /google\s*pay|\bg\s?pay\b/i, weight: 3 },
    { re: /google\s+transaction\s+id/i, weight: 3 },
    { re: /upi\s+transaction\s+id/i, weight: 1 },
    { re: /@ok(?:axis|sbi|icici|hdfcbank)\b/i, weight: 0.5 },
  ],
  PhonePe: [
    { re: /phone\s*pe/i, weight: 3 },
    { re: /\bT\d{15,}\b/, weight: 2 },
    { re: /\bUTR\b/, weight: 1 },
    { re: /transfer\s+details|debited\s+from/i, weight: 1 },
    { re: /@(?:ybl|ibl|axl)\b/i, weight: 0.5 },
  ],
  Paytm: [
    // Not the handle of a UPI id ("bala-550@paytm" on a BHIM receipt): that is only the payee's bank.
    { re: /(?<!@)\bpay\s?[tli1]m\b|\bpay[’'`]\s?m\b|\bpayi[im]n?\b/i, weight: 3 },
    { re: /upi\s+ref(?:erence)?\.?\s+no/i, weight: 1 },
    { re: /paid\s+successfully/i, weight: 1 },
    { re: /\brupees\b[a-z\s]+\bonly\b/i, weight: 1 },
    { re: /@(?:paytm|pt(?:yes|axis|hdfc|sbi))\b/i, weight: 0.5 },
  ],
  BHIM: [
    { re: /\bBHIM\b|bharat\s+interface\s+for\s+money/i, weight: 3 },
    { re: /upi\s+ref\.?\s+id/i, weight: 1 },
    { re: /@upi\b/i, weight: 0.5 },
  ],
};

const MIN_SCORE = 2;

export function detectApp(text: string): UpiApp | null {
  let best: UpiApp | null = null;
  let bestScore = 0;
  for (const [app, cues] of Object.entries(CUES) as [UpiApp, Cue[]][]) {
    const score = cues.reduce((sum, c) => sum + (c.re.test(text) ? c.weight : 0), 0);
    if (score > bestScore) {
      best = app;
      bestScore = score;
    }
  }
  return bestScore >= MIN_SCORE ? best : null;
}
