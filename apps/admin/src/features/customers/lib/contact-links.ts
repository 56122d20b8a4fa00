// Call and WhatsApp links for an Indian mobile number stored as 10 digits (or with +91 / 91 / 0 in front).

export function indianDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export const telHref = (phone: string) => `tel:+91${indianDigits(phone)}`;
export const whatsappHref = (phone: string) => `https://wa.me/91${indianDigits(phone)}`;

/** 98765 43210 */
export function formatPhone(phone: string): string {
  const d = indianDigits(phone);
  return d.length === 10 ? `${d.slice(0, 5)} ${d.slice(5)}` : phone;
}
