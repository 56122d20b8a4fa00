// POST /payments/statements: a dry run shows what was recognised in the file; the real run saves its
// UPI credits (unique by UTR, so a repeated statement adds nothing) and starts matching.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementDto, StatementPreviewDto } from '@pataka/domain/bank-statement';
import { api } from '../../../lib/api-client.ts';
import { invalidatePayments } from './invalidate-payments.ts';

export type ImportedStatement = {
  /** null when the file added nothing: every credit and its whole period were imported before. */
  statement: StatementDto | null;
  preview: StatementPreviewDto;
  message: string;
};

function send<T>(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file);
  return api.post<T>(`/payments/statements?dryRun=${dryRun}`, body);
}

export const previewStatement = (file: File) => send<StatementPreviewDto>(file, true);
export const importStatement = (file: File) => send<ImportedStatement>(file, false);

export const usePreviewStatement = () => useMutation({ mutationFn: previewStatement });

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importStatement, onSuccess: () => invalidatePayments(client) });
}
