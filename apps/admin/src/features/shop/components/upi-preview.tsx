// What a shopper's UPI app will receive: the intent the QR on an enquiry page encodes, with a sample
// amount and enquiry number, so a typo in the UPI id is seen before money goes astray.
import { buildUpiIntent, isValidUpiId } from '@pataka/domain/upi';

export function UpiPreview({ upiId, payeeName }: { upiId: string; payeeName: string }) {
  const id = upiId.trim();
  if (!id) return <p className="text-xs text-stone-600">Without a UPI ID shoppers see no QR to pay with.</p>;
  const valid = isValidUpiId(id);
  return (
    <div className="space-y-1 rounded-lg bg-stone-50 p-3 text-sm" data-testid="upi-preview">
      <p className={valid ? 'text-green-800' : 'text-red-700'}>
        {valid
          ? `✓ Pays ${payeeName.trim() || 'your shop'} at ${id.toLowerCase()}`
          : 'This does not look like a UPI ID (name@bank)'}
      </p>
      {valid && (
        <>
          <p className="text-xs text-stone-600">The QR for an enquiry of ₹1,000 (ENQ-000123) holds:</p>
          <code className="block rounded bg-white p-2 text-xs break-all text-stone-800 ring-1 ring-stone-200">
            {buildUpiIntent({
              payeeVpa: id.toLowerCase(),
              payeeName: payeeName || 'Shop',
              amount: 1000,
              orderNumber: 'ENQ-000123',
            })}
          </code>
        </>
      )}
    </div>
  );
}
