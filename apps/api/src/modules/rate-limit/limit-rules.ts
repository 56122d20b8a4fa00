import {
  CONTACT_POLICY,
  COUPON_CHECK_POLICY,
  NEWSLETTER_POLICY,
  PRODUCT_IMAGE_POLICY,
  PROOF_UPLOAD_POLICY,
} from './limit-policy.ts';
import { tooManyRequests, type LimitRule } from './enforce-limits.ts';

/** Coupon validate and apply: per address, and per customer when signed in (never the body's claim). */
export function couponCheckRules(tenantId: string, ip: string, customerId: string | null): LimitRule[] {
  const rules: LimitRule[] = [
    {
      key: `coupon-check:ip:${tenantId}:${ip}`,
      bucket: COUPON_CHECK_POLICY.perAddress,
      message: tooManyRequests,
    },
  ];
  if (customerId) {
    rules.push({
      key: `coupon-check:customer:${tenantId}:${customerId}`,
      bucket: COUPON_CHECK_POLICY.perCustomer,
      message: tooManyRequests,
    });
  }
  return rules;
}

export const newsletterRules = (tenantId: string, ip: string): LimitRule[] => [
  { key: `newsletter:ip:${tenantId}:${ip}`, bucket: NEWSLETTER_POLICY.perAddress, message: tooManyRequests },
];

export const contactRules = (tenantId: string, ip: string): LimitRule[] => [
  { key: `contact:ip:${tenantId}:${ip}`, bucket: CONTACT_POLICY.perAddress, message: tooManyRequests },
];

/** Per uploader: the customer, or the staff member uploading for one. */
export function proofUploadRules(
  tenantId: string,
  uploader: { customerId: string } | { adminUserId: string },
): LimitRule[] {
  return 'customerId' in uploader
    ? [
        {
          key: `proof-upload:customer:${tenantId}:${uploader.customerId}`,
          ...PROOF_UPLOAD_POLICY.perCustomer,
          message: tooManyRequests,
        },
      ]
    : [
        {
          key: `proof-upload:staff:${tenantId}:${uploader.adminUserId}`,
          bucket: PROOF_UPLOAD_POLICY.perStaff,
          message: tooManyRequests,
        },
      ];
}

export const productImageRules = (tenantId: string, staffId: string): LimitRule[] => [
  {
    key: `product-image:${tenantId}:${staffId}`,
    bucket: PRODUCT_IMAGE_POLICY.perStaff,
    message: tooManyRequests,
  },
];
