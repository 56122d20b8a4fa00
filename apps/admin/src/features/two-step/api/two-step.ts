// Two-step sign-in calls (decision 146): the member's own set-up and status, the owners' team setting,
// the step-up before a payee change, and the sign-in's second step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInChallenge } from '@pataka/domain/two-step';
import { api } from '../../../lib/api-client.ts';
import { authStore, type StaffUser } from '../../../lib/auth.ts';

export type TwoStepStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  requiredForTeam: boolean;
};
export type TwoStepSetup = { secret: string; otpauthUri: string; qrDataUrl: string };
type TokenAnswer = { token: string; admin: StaffUser };

export const twoStepStatusQuery = () =>
  queryOptions({
    queryKey: ['two-step'],
    queryFn: () => api.get<TwoStepStatus>('/admin/auth/two-step'),
    staleTime: 60_000,
  });
export const useTwoStepStatus = () => useQuery(twoStepStatusQuery());

/** Set-up for a signed-in member, or, with a challenge, for one the shop requires it of at sign-in. */
export const startSetup = (challenge?: string) =>
  challenge
    ? api.post<TwoStepSetup>('/admin/auth/login/enrol', { challenge })
    : api.post<TwoStepSetup>('/admin/auth/two-step/setup');

/**
 * Confirms with a code: the recovery codes, and (with a challenge) `finish`, which keeps the token, called
 * once the codes are saved: signing in at once would leave the screen that shows them.
 */
export async function confirmSetup(
  code: string,
  challenge?: string,
): Promise<{ codes: string[]; finish: () => void }> {
  if (!challenge) {
    const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>('/admin/auth/two-step/confirm', {
      code,
    });
    return { codes: recoveryCodes, finish: () => {} };
  }
  const done = await api.post<TokenAnswer & { recoveryCodes: string[] }>('/admin/auth/login/enrol/confirm', {
    challenge,
    code,
  });
  return { codes: done.recoveryCodes, finish: () => authStore.signIn(done.token, done.admin) };
}

export async function signInWithCode(challenge: string, code: string) {
  const result = await api.post<TokenAnswer>('/admin/auth/login/code', { challenge, code });
  authStore.signIn(result.token, result.admin);
  return result.admin;
}

export const stepUp = (body: { password: string } | { code: string }) =>
  api.post<{ validUntil: string; message: string }>('/admin/auth/step-up', body);

export const setTeamRequirement = (required: boolean) =>
  api.put<{ requiredForTeam: boolean; message: string }>('/admin/auth/two-step/team', { required });

export type { SignInChallenge };
