// The shop's tax profile as an invoice needs it: registration, state, defaults, and the supplier block
// frozen onto each invoice (rule 46(a): name, address and GSTIN of the supplier).
import { eq } from 'drizzle-orm';
import { gstStateCode, stateOfGstCode } from '@pataka/domain/indian-states';
import { INVOICE_MESSAGES } from '@pataka/domain/invoice/rules';
import { companySettings } from '../../db/schema/tenants.ts';
import type { InvoiceSupplier } from '../../db/schema/invoices.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export type TaxProfile = {
  registered: boolean;
  supplier: InvoiceSupplier;
  defaultHsn: string;
  defaultGstRateBp: number;
  pricesIncludeGst: boolean;
  prefix: string | null;
  footer: string | null;
};

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export async function loadTaxProfile(db: Db, tenantId: string): Promise<TaxProfile> {
  const [c] = await db.select().from(companySettings).where(eq(companySettings.tenantId, tenantId));
  if (!c || !c.address) throw new AppError('conflict', INVOICE_MESSAGES.noCompany);
  const state = c.taxState ?? c.address.state;
  // A registered shop's state is its GSTIN's; the settings keep the two in step (taxSettingsProblem).
  const stateCode = (c.gstRegistered && c.taxId ? c.taxId.slice(0, 2) : null) ?? gstStateCode(state);
  if (!stateCode) throw new AppError('conflict', INVOICE_MESSAGES.unknownState(state));
  const a = c.address;
  return {
    registered: c.gstRegistered && !!c.taxId,
    supplier: {
      name: c.companyName,
      address: [a.street, a.city, `${titleCase(a.state)} ${a.zipCode}`].filter(Boolean).join(', '),
      gstin: c.gstRegistered ? c.taxId : null,
      stateCode,
      stateName: stateOfGstCode(stateCode) ?? titleCase(state),
      licence: c.licenseNumber,
      phone: c.phone,
    },
    defaultHsn: c.defaultHsn,
    defaultGstRateBp: c.defaultGstRateBp,
    pricesIncludeGst: c.pricesIncludeGst,
    prefix: c.invoicePrefix,
    footer: c.invoiceFooter,
  };
}
