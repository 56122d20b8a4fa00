// What two families of Indian banks write in a statement row: HDFC's hyphenated narrations with a
// zero-padded reference, and the slash-separated ones of ICICI, Axis and SBI. Each returns
// [narration, reference]. The traps are deliberate: 12-digit VPAs and account numbers, debits that
// carry UPI references, cheque numbers padded like UTRs.
import { NOTES, SHOP, SUPPLIERS, ddMmmYyyy, pad, type Random, type Txn } from './statement-traffic.ts';

export function hdfcText(t: Txn, rng: Random): [string, string] {
  const { who, ref } = t;
  const note = rng.pick(NOTES);
  switch (t.kind) {
    case 'upi-in':
      return [`UPI-${who.name}-${who.vpa}-${who.ifsc}-${ref}-${note}`, `0000${ref}`];
    case 'imps-in':
      return [
        `IMPS-${ref}-${who.name}-${who.ifsc.slice(0, 4)}-XXXXXXXX${rng.digits(4)}-${note}`,
        `0000${ref}`,
      ];
    case 'neft-in':
      return [
        `NEFT CR-${who.ifsc}-${who.name}-${SHOP}-A/C ${rng.digits(rng.pick([11, 12, 14, 16]))}`,
        `${who.ifsc.slice(0, 4)}N${rng.digits(11)}`,
      ];
    case 'cash-in':
      return [`CASH DEPOSIT BY - SELF - SIVAKASI - SLIP ${rng.digits(12)}`, '0000000000000000'];
    case 'cheque-in':
      return [`CHQ DEP - MICR 5 CLG - ${who.name} - ${who.bank}`, `0000000000${rng.digits(6)}`];
    case 'interest':
      return ['INTEREST PAID TILL 30-SEP-2026', '0000000000000000'];
    case 'upi-out':
      return [`UPI-${rng.pick(SUPPLIERS)}-${who.vpa}-${who.ifsc}-${ref}-Payment`, `0000${ref}`];
    case 'imps-out':
      return [
        `IMPS-${ref}-${who.name}-${who.ifsc.slice(0, 4)}-XXXXXXXX${rng.digits(4)}-Refund`,
        `0000${ref}`,
      ];
    case 'atm':
      return [`ATW-512345XXXXXX${rng.digits(4)}-S1ANSV12-SIVAKASI`, `0000${rng.digits(12)}`];
    case 'neft-out':
      return [
        `NEFT DR-TNSC0000123-${rng.pick(SUPPLIERS)}-NETBANK, MUM-N${rng.digits(15)}-SUPPLIES`,
        `N${rng.digits(15)}`,
      ];
    default:
      return ['CHRG: SMS ALERT CHARGES FOR JUL-SEP 2026', '0000000000000000'];
  }
}

export function iciciText(t: Txn, rng: Random): [string, string] {
  const { who, ref } = t;
  const code = who.ifsc.slice(0, 4);
  switch (t.kind) {
    case 'upi-in': {
      const narration = rng.pick([
        `UPI/${ref}/${rng.pick(NOTES)}/${who.vpa}/${who.bank}`,
        `UPI/P2A/${ref}/${who.name}/${code}/${who.vpa}/${rng.pick(NOTES)}`,
        `BY TRANSFER-UPI/CR/${ref}/${who.name}/${code}/${who.vpa}/UPI--`,
        `UPI/CR/${ref}/${who.name}/${code}/${rng.digits(12)}/Payment`, // an account number after the UTR
        `BY UPI CREDIT ${ref}`,
        `UPI-${who.name}-${who.vpa}-${who.ifsc}-${ref}-${rng.pick(NOTES)}`, // the VPA (maybe 91 + phone) first
      ]);
      return [narration, rng.next() < 0.3 ? ref! : '-'];
    }
    case 'imps-in':
      return [`MMT/IMPS/${ref}/${who.name}/${who.bank}`, '-'];
    case 'neft-in':
      return [
        `NEFT-${code}N${rng.digits(11)}-${who.name}-${SHOP}-${rng.digits(rng.pick([11, 12, 16]))}-${who.ifsc}`,
        `${code}N${rng.digits(11)}`,
      ];
    case 'cash-in':
      return ['BY CASH DEPOSIT-SIVAKASI MAIN BRANCH', '-'];
    case 'cheque-in':
      return [`CLG/${who.name}/${rng.digits(6)}/${code}`, pad(rng.int(1, 999_999), 6)];
    case 'interest':
      return [`${rng.digits(12)}:Int.Pd:01-07-2026 to 30-09-2026`, '-']; // the account number, no rail
    case 'upi-out':
      return [
        `UPI/${ref}/Payment to ${rng.pick(SUPPLIERS)}/${who.vpa}/${who.bank}`,
        rng.next() < 0.5 ? ref! : '-',
      ];
    case 'imps-out':
      return [`IMPS/P2A/${ref}/${who.name}/${code}`, '-'];
    case 'atm':
      return [`ATM/CASH WDL/${ddMmmYyyy(t.date)}/SIVAKASI`, '-'];
    case 'neft-out':
      return [`NEFT/N${rng.digits(15)}/${rng.pick(SUPPLIERS)}/${rng.digits(16)}`, '-'];
    default:
      return ['SMS CHGS JUL-SEP 26', '-'];
  }
}
