import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SignInChallenge } from '@pataka/domain/two-step';
import { authStore, type StaffUser } from '../../../lib/auth.ts';

export type SignInInput = { email: string; password: string };
type SignInResponse = { token: string; admin: StaffUser } | SignInChallenge;

/** Signed in (the token kept), or the challenge of the second step (decision 146). */
export const signIn = async (input: SignInInput): Promise<SignInChallenge | null> => {
  const result = await api.post<SignInResponse>('/admin/auth/login', input);
  if ('challenge' in result) return result;
  authStore.signIn(result.token, result.admin);
  return null;
};

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** Revokes the token on the server (best effort: a dead network must not keep anyone signed in). */
export async function signOut() {
  try {
    await api.delete('/admin/auth/session');
  } catch {
    // The local session is cleared regardless.
  }
  authStore.signOut();
}
