import type { StatementDto, StatementLayout } from '@pataka/domain/bank-statement';
import type { bankStatements } from '../../db/schema/payments.ts';

export function toStatementDto(row: typeof bankStatements.$inferSelect): StatementDto {
  return {
    id: row.id,
    fileName: row.fileName,
    layout: row.layout as StatementLayout,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    credits: row.credits,
    creditsAdded: row.creditsAdded,
    totalCreditedPaise: row.totalCreditedPaise,
    importedBy: row.importedBy,
    importedAt: row.createdAt.toISOString(),
  };
}
