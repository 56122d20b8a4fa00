import { toLines } from './receipt-lines.ts';

/**
 * The apps' status wording, mapped to one canonical word per meaning while keeping each app's
 * own success phrase (staff recognise it). Failure and pending are tested first: "Unsuccessful"
 * contains "successful".
 */
const STATUSES: [RegExp, string][] = [
  [/\b(?:failed|failure|declined|unsuccessful|rejected)\b/i, 'Failed'],
  [/\b(?:pending|processing|in\s+progress|awaiting)\b/i, 'Pending'],
  [/\bpaid\s+successfully\b/i, 'Paid Successfully'],
  [/\bcompleted\b/i, 'Completed'],
  [/\b(?:successful|successfully|success)\b/i, 'Successful'],
];

// The status is a short heading; a long sentence mentioning "failed" is help text, not the status.
const MAX_STATUS_WORDS = 5;

export function parseStatus(text: string): string | null {
  for (const line of toLines(text)) {
    if (line.split(' ').length > MAX_STATUS_WORDS) continue;
    for (const [re, status] of STATUSES) if (re.test(line)) return status;
  }
  return null;
}
