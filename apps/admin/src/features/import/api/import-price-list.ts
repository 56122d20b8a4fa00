// POST /products/import: a dry run says what the file would change; the real run applies all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ImportAction = 'create' | 'update' | 'unchanged' | 'invalid';
export type ImportRow = {
  line: number;
  action: ImportAction;
  name: string;
  category: string | null;
  price: number | null;
  mrp: number | null;
  changes?: Record<string, { from: unknown; to: unknown }>;
  reason?: string;
};
export type DryRun = {
  fileName?: string;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  invalid: { line: number; reason: string }[];
  rows: ImportRow[];
  categoriesToCreate: string[];
  truncated?: boolean;
  ms?: number;
};
export type Applied = {
  fileName?: string;
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: string[];
  ms: number;
};

function send<T>(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file);
  return api.post<T>(`/products/import?dryRun=${dryRun}`, body);
}

export const previewImport = (file: File) => send<DryRun>(file, true);
export const applyImport = (file: File) => send<Applied>(file, false);

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin-products'] });
      void client.invalidateQueries({ queryKey: ['admin-categories'] });
    },
  });
}
