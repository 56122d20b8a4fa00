// The next number of a series, taken inside the issuing transaction (rule 46(b): consecutive, unique
// per financial year). INSERT … ON CONFLICT DO UPDATE locks the counter row until the transaction
// ends: a concurrent issue waits for it, and a rolled-back issue gives its number back.
import { sql } from 'drizzle-orm';
import { documentNumber } from '@pataka/domain/invoice/numbering';
import { INVOICE_MESSAGES } from '@pataka/domain/invoice/rules';
import type { DocumentSeries } from '@pataka/domain/invoice/types';
import { documentCounters } from '../../db/schema/invoices.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export async function takeDocumentNumber(
  tx: Db,
  tenantId: string,
  series: DocumentSeries,
  financialYear: string,
  prefix: string | null,
): Promise<{ sequence: number; number: string }> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ tenantId, series, financialYear, nextSequence: 2 })
    .onConflictDoUpdate({
      target: [documentCounters.tenantId, documentCounters.series, documentCounters.financialYear],
      set: { nextSequence: sql`${documentCounters.nextSequence} + 1` },
    })
    .returning({ next: documentCounters.nextSequence });
  const sequence = row!.next - 1;
  const number = documentNumber(prefix, financialYear, series, sequence);
  if (!number) throw new AppError('conflict', INVOICE_MESSAGES.numberTooLong);
  return { sequence, number };
}
