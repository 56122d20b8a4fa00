// GET /pincodes/:pincode (issue 15): where a pincode is and whether this shop delivers there. Shared by
// the address form (fills city and state, shows the refusal) and checkout (blocks an address the shop
// does not serve). The pincode data stays on the server: the storefront ships only this call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isCompletePincode, type PincodeLookup } from '@pataka/domain/pincode';
import { api, ApiError } from './api-client.ts';

/** Long enough to skip the half-typed and pasted-then-corrected, short enough to feel instant. */
export const PINCODE_DEBOUNCE_MS = 300;

export const getPincode = (pincode: string) =>
  api.get<PincodeLookup>(`/pincodes/${encodeURIComponent(pincode)}`);

/** 'Pincode not found' is an answer, not a failure to retry. */
const isUnknown = (error: unknown) => error instanceof ApiError && error.status === 404;

export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode],
    queryFn: () => getPincode(pincode),
    // The place never changes; whether the shop delivers may, when staff edit it: a minute is fine.
    staleTime: 60_000,
    // Retry a dropped connection or a server error, never an answer (404 unknown, 400 malformed).
    retry: (failures, error) =>
      error instanceof ApiError && (error.status === 0 || error.status >= 500) && failures < 2,
  });

export type PincodeStatus =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; lookup: PincodeLookup } | { kind: 'unknown' };

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Looks a pincode up once it is complete (6 digits, not starting with 0) and has stayed so for a moment:
 * no request per keystroke. A network failure reads as 'idle': it neither fills nor blocks anything.
 */
export function usePincodeLookup(value: string | null | undefined, delayMs = PINCODE_DEBOUNCE_MS) {
  const pincode = (value ?? '').replace(/\D/g, '');
  const settled = useDebounced(pincode, delayMs);
  const ready = settled === pincode && isCompletePincode(pincode);
  const query = useQuery({ ...pincodeQueryOptions(pincode), enabled: ready });
  let status: PincodeStatus = { kind: 'idle' };
  if (isCompletePincode(pincode)) {
    if (query.data) status = { kind: 'found', lookup: query.data };
    else if (isUnknown(query.error)) status = { kind: 'unknown' };
    else if (!ready || query.isFetching) status = { kind: 'loading' };
  }
  return status;
}
