// GST's Unit Quantity Codes (UQC) for Table 12, from the units a shop writes on its lines.
// Fireworks sell by the box, packet or piece; anything unknown is OTH (others), and services
// (SAC, HSN chapter 99) have no quantity: NA. Invoice lines already carry a UQC ('BOX', 'PCS', 'NOS').
const UQC_BY_UNIT: Record<string, string> = {
  box: 'BOX',
  boxes: 'BOX',
  bx: 'BOX',
  pkt: 'PAC',
  packet: 'PAC',
  packets: 'PAC',
  pack: 'PAC',
  packs: 'PAC',
  pac: 'PAC',
  pcs: 'PCS',
  pc: 'PCS',
  piece: 'PCS',
  pieces: 'PCS',
  nos: 'NOS',
  no: 'NOS',
  number: 'NOS',
  numbers: 'NOS',
  unit: 'UNT',
  unt: 'UNT',
  rol: 'ROL',
  oth: 'OTH',
  units: 'UNT',
  kg: 'KGS',
  kgs: 'KGS',
  set: 'SET',
  sets: 'SET',
  bundle: 'BDL',
  bundles: 'BDL',
  bdl: 'BDL',
  dozen: 'DOZ',
  doz: 'DOZ',
  roll: 'ROL',
  rolls: 'ROL',
  bag: 'BAG',
  bags: 'BAG',
  carton: 'CTN',
  cartons: 'CTN',
  ctn: 'CTN',
};

export function uqcFor(unit: string, hsn: string): string {
  if (hsn.startsWith('99')) return 'NA';
  return UQC_BY_UNIT[unit.trim().toLowerCase().replace(/\.$/, '')] ?? 'OTH';
}
