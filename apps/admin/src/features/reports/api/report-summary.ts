import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRange } from '@pataka/domain/books/report-range';
import { api } from '../../../lib/api-client.ts';

type Amounts = { taxable: number; cgst: number; sgst: number; igst: number; roundOff: number; total: number };

/** GET /admin/reports/summary: rupees, credit notes as printed, and the net of the two. */
export type ReportSummary = {
  from: string;
  to: string;
  invoices: Amounts & { count: number };
  creditNotes: Amounts & { count: number };
  net: Amounts;
};

export const reportSummaryQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['reports', 'summary', range.from, range.to],
    queryFn: () => api.get<ReportSummary>('/admin/reports/summary', range),
  });

export const useReportSummary = (range: ReportRange | null) =>
  useQuery({ ...reportSummaryQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
