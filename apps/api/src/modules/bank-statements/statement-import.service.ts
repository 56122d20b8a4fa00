// Storing a read statement: its UPI credits, unique per shop by UTR, so the same or an overlapping
// statement imported again adds nothing. A dry run reports the same figures without writing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  STATEMENT_COLUMN_LABELS,
  STATEMENT_LAYOUT_LABELS,
  STATEMENT_LIMITS,
  type ParsedStatement,
  type StatementCredit,
  type StatementDto,
  type StatementPreviewDto,
} from '@pataka/domain/bank-statement';
import { bankStatements, statementCredits } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { toStatementDto } from './statement.dto.ts';

/** Rows per INSERT / IN (…): well inside PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** The UPI credits of a statement, once each (a file listing a UTR twice keeps its first row). */
function upiCredits(parsed: ParsedStatement): (StatementCredit & { utr: string })[] {
  const seen = new Set<string>();
  const out: (StatementCredit & { utr: string })[] = [];
  for (const c of parsed.credits) {
    if (!c.utr || seen.has(c.utr)) continue;
    seen.add(c.utr);
    out.push(c as StatementCredit & { utr: string });
  }
  return out;
}

async function importedUtrs(db: Db, tenantId: string, utrs: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(utrs)) {
    const rows = await db
      .select({ utr: statementCredits.utr })
      .from(statementCredits)
      .where(and(eq(statementCredits.tenantId, tenantId), inArray(statementCredits.utr, part)));
    for (const r of rows) found.add(r.utr);
  }
  return found;
}

export function buildPreview(
  parsed: ParsedStatement,
  fileName: string,
  upi: readonly StatementCredit[],
  alreadyImported: number,
): StatementPreviewDto {
  return {
    fileName,
    format: parsed.format,
    layout: parsed.layout,
    layoutLabel: STATEMENT_LAYOUT_LABELS[parsed.layout],
    headerLine: parsed.headerLine,
    columns: parsed.columns.map((c) => ({ ...c, label: STATEMENT_COLUMN_LABELS[c.role] })),
    periodFrom: parsed.periodFrom,
    periodTo: parsed.periodTo,
    rowsRead: parsed.rowsRead,
    debits: parsed.debits,
    credits: parsed.credits.length,
    creditsWithUtr: upi.length,
    totalCreditedPaise: parsed.credits.reduce((sum, c) => sum + c.amountPaise, 0),
    newCredits: upi.length - alreadyImported,
    alreadyImported,
    sample: parsed.credits.slice(0, STATEMENT_LIMITS.previewSample),
    skipped: parsed.skipped.slice(0, STATEMENT_LIMITS.previewSkipped),
  };
}

/** What importing would do, without writing. */
export async function previewStatement(db: Db, tenantId: string, parsed: ParsedStatement, fileName: string) {
  const upi = upiCredits(parsed);
  const already = await importedUtrs(
    db,
    tenantId,
    upi.map((c) => c.utr),
  );
  return buildPreview(parsed, fileName, upi, already.size);
}

/** Whether an earlier statement already covers every day of this one. */
async function periodCovered(db: Db, tenantId: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .select({ from: bankStatements.periodFrom, to: bankStatements.periodTo })
    .from(bankStatements)
    .where(eq(bankStatements.tenantId, tenantId));
  return rows.some((r) => r.from <= from && to <= r.to);
}

/**
 * Saves the statement and its new UPI credits in one transaction. A file that adds no credit and no
 * new days is not recorded at all (statement null): importing the same file twice changes nothing.
 */
export async function importStatement(
  db: Db,
  tenantId: string,
  parsed: ParsedStatement,
  fileName: string,
  staff: StaffMember,
): Promise<{ statement: StatementDto | null; preview: StatementPreviewDto }> {
  const upi = upiCredits(parsed);
  return db.transaction(async (tx) => {
    const already = await importedUtrs(
      tx,
      tenantId,
      upi.map((c) => c.utr),
    );
    const preview = buildPreview(parsed, fileName, upi, already.size);
    const fresh = upi.filter((c) => !already.has(c.utr));
    if (fresh.length === 0 && (await periodCovered(tx, tenantId, parsed.periodFrom, parsed.periodTo)))
      return { statement: null, preview };

    const statementId = randomUUID();
    const [row] = await tx
      .insert(bankStatements)
      .values({
        tenantId,
        id: statementId,
        fileName: fileName.slice(0, 200),
        layout: parsed.layout,
        periodFrom: parsed.periodFrom,
        periodTo: parsed.periodTo,
        credits: upi.length,
        creditsAdded: fresh.length,
        totalCreditedPaise: preview.totalCreditedPaise,
        importedBy: staff.name,
      })
      .returning();
    for (const part of chunks(fresh)) {
      await tx
        .insert(statementCredits)
        .values(
          part.map((c) => ({
            tenantId,
            id: randomUUID(),
            statementId,
            utr: c.utr,
            date: c.date,
            amountPaise: c.amountPaise,
            narration: c.narration.slice(0, 500),
            reference: c.reference?.slice(0, 100) ?? null,
          })),
        )
        // Another import of an overlapping statement committed meanwhile: its row stands.
        .onConflictDoNothing();
    }
    await recordAudit(tx, tenantId, staff, {
      action: 'statement.import',
      entityType: 'bank_statement',
      entityId: statementId,
      summary: `Bank statement ${fileName} (${parsed.periodFrom} to ${parsed.periodTo}): ${fresh.length} new UPI credits of ${upi.length}`,
      after: { layout: parsed.layout, credits: upi.length, creditsAdded: fresh.length },
    });
    return { statement: toStatementDto(row!), preview };
  });
}
