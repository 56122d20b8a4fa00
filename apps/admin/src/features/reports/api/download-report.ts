import { reportFileName, type ReportRange } from '@pataka/domain/books/report-range';
import { downloadFile } from '../../../lib/download.ts';

export const REPORT_FILES = [
  {
    key: 'sales-register',
    path: '/admin/reports/sales-register.csv',
    ext: 'csv',
    title: 'Sales register',
    text: 'A row per invoice line: number, date, buyer, GSTIN, place of supply, HSN, taxable value, rate, CGST, SGST, IGST, total. Credit notes as minus rows; totals at the foot.',
    button: 'Download sales register (CSV)',
  },
  {
    key: 'gstr1',
    path: '/admin/reports/gstr1.csv',
    ext: 'csv',
    title: 'GSTR-1 summary',
    text: 'Tables 4A (B2B), 5 (B2C large), 7 (B2C others), 9B (credit notes), 12 (HSN, B2B and B2C) and 13 (documents issued), with the GST offline tool’s column names.',
    button: 'Download GSTR-1 summary (CSV)',
  },
  {
    key: 'tally-vouchers',
    path: '/admin/reports/tally.xml',
    ext: 'xml',
    title: 'Tally Prime import',
    text: 'A Sales voucher per invoice and a Credit Note voucher per credit note, with the ledger names below. In Tally: Import → Transactions, and choose this file.',
    button: 'Download Tally XML',
  },
] as const;

export type ReportFile = (typeof REPORT_FILES)[number];

export const downloadReport = (file: ReportFile, range: ReportRange) =>
  downloadFile(file.path, range, reportFileName(file.key, range, file.ext));
