// GET /payments/reconciliation: statements, waiting proofs by what the bank says, unclaimed credits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReconciliationDto } from '@pataka/domain/bank-statement';
import { api } from '../../../lib/api-client.ts';
import { RECONCILIATION_KEY } from './invalidate-payments.ts';

/** Matching runs as a job after an import: ask again this often until the server says it is done. */
export const MATCHING_POLL_MS = 2000;

export const getReconciliation = () => api.get<ReconciliationDto>('/payments/reconciliation');

export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: RECONCILIATION_KEY,
    queryFn: getReconciliation,
    refetchInterval: (query) => (query.state.data?.matching ? MATCHING_POLL_MS : false),
  });

export const useReconciliation = () => useQuery(reconciliationQueryOptions());
