// The API names the field of a 400 as 'shippingSettings.minimumOrder: …'; this splits it so the form
// can put the message on that field. Anything else is a message for the whole form.
import { ApiError } from './api-client.ts';

export type ServerFieldError = { path: string; message: string };

export function serverFieldError(error: unknown): ServerFieldError | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^([\w.[\]]+):\s*(.+)$/s.exec(error.message);
  if (!match) return null;
  return { path: match[1]!.replace(/\[(\d+)\]/g, '.$1'), message: match[2]! };
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The domain schema's complaints about a body, as field path → first message (what the API would say). */
export function schemaProblems(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  body: unknown,
): ServerFieldError[] {
  const result = schema.safeParse(body);
  if (result.success || !result.error) return [];
  const seen = new Set<string>();
  const out: ServerFieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message: issue.message });
  }
  return out;
}
