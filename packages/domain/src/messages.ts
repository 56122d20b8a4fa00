// Every user-facing text the spec quotes (§4, §5, §8) plus the ones it leaves to us.
// Quoted texts are requirements word for word: tests pin each one.

import { defineMessages } from './i18n.ts';
import { SHELL_TEXTS } from './shell-messages.ts';
import { moneyText } from './money.ts';

export const MESSAGES = defineMessages('messages', {
  // The texts the storefront's first page needs, kept in shell-messages.ts (see there); MESSAGES has them too.
  ...SHELL_TEXTS,

  // §8 generic request errors
  internalError: 'Internal server error',
  tenantHeaderRequired: 'Tenant header required',
  unknownTenant: 'Unknown tenant',
  tenantNotOfHost: 'X-Tenant-ID does not match this address: a shop’s own domain serves only that shop',
  forbidden: 'You do not have permission to do this',
  tooManyRequests: 'Too many attempts. Please try again later.',
  notFound: 'Not found',

  // §8 catalogue
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  brandNotFound: 'Brand not found',

  // §8 auth and account
  noCustomerData: 'No customer data received',
  userNotAuthenticated: 'User not authenticated',
  noUserLoggedIn: 'No user logged in',
  otpGenerateFailed: 'Failed to generate OTP',
  otpInvalid: 'Invalid OTP or expired',
  registrationFailed: 'Registration failed',
  registrationExpired: 'Phone verification expired. Please request a new OTP.',
  customerNotFound: 'Customer not found',
  addressNotFound: 'Address not found',

  // §8 orders
  orderCreateFailed: 'Failed to create order',
  ordersFetchFailed: 'Failed to fetch orders',
  orderNotFound: 'Order not found',
  orderCancelFailed: 'Failed to cancel order',
  orderTrackFailed: 'Failed to track order',
  paymentProofUploadFailed: 'Failed to upload payment proof',
  transactionCheckFailed: 'Failed to check transaction ID',
  orderNotCancellable: 'This enquiry can no longer be cancelled',
  invalidStatusTransition: 'This status change is not allowed',
  idempotencyConflict: 'This request key was already used for a different enquiry',
  emptyOrder: 'Add at least one product to your enquiry',
  productUnavailable: 'One or more products are no longer available',
  stateNotServed: 'Sorry, we do not deliver to this state',
  pincodeNotServed: 'Sorry, we do not deliver to this pincode',

  // §8 coupons
  couponInvalid: 'Invalid coupon code',
  couponApplyFailed: 'Failed to apply coupon',
  couponsLoadFailed: 'Failed to load coupons',
  couponsLoadError: 'Error loading coupons',
  couponsEmpty: 'No coupons available at the moment',
  couponApplied: 'Coupon Applied!',
  couponApplying: 'Applying...',
  couponExpired: 'This coupon has expired',
  couponNotYetValid: 'This coupon is not valid yet',
  couponInactive: 'This coupon is no longer active',
  couponUsageLimitReached: 'This coupon has reached its usage limit',
  couponNotForProducts: 'This coupon is not valid for the products in your cart',
  couponNotForCategories: 'This coupon is not valid for the categories in your cart',
  couponNotForTier: 'This coupon is not available for your account',
  couponValid: 'Coupon applied successfully',

  // §8 newsletter and contact
  newsletterInvalid: 'Please enter a valid email address',
  newsletterFailed: 'Failed to subscribe. Please try again.',
  newsletterFallback: 'Failed to subscribe to newsletter',
  newsletterSuccess: 'Successfully subscribed to newsletter!',
  newsletterSubmitting: 'Subscribing...',
  newsletterDone: "You're All Set!",
  contactFailed: 'Failed to send message',
  contactSuccess: 'Your message has been sent successfully',

  // §8 payment extraction
  paymentExtractFailed: 'Failed to extract payment information',
  paymentValidateFailed: 'Failed to validate payment total',
  uploadTooLarge: 'File is too large (maximum 5 MB)',
  uploadUnsupportedType: 'Only PNG, JPEG, WebP images or PDF files are accepted',

  // §8 addresses and pickup
  addressSaveFailed: 'Failed to save address. Please try again.',
  addressUpdated: 'Address updated successfully!',
  addressAdded: 'Address added successfully!',
  addressDefaultUpdated: 'Default address updated!',
  addressDeleted: 'Address deleted successfully!',
  addressDeleteConfirm: 'Are you sure you want to delete this address?',
  addressesEmpty: 'No addresses saved',
  addressesEmptyHint: 'Add your first address to get started',
  pickupLoadFailed: 'Failed to load pickup locations',
  pickupLoadError: 'Error loading pickup locations',

  // §5 validation: phone
  phoneRequired: 'Phone number is required',
  phoneLength: 'Phone number must be 10 digits',
  phoneStart: 'Phone number must start with 6, 7, 8, or 9',
  phoneDigits: 'Phone number must contain digits only',

  // §5 validation: email
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',

  // §5 validation: address
  addressLabelRequired: 'Address label is required',
  addressLabelInvalid: 'Address label must be Home, Work or Other',
  addressInvalidChars: 'Address contains invalid characters',
  streetRequired: 'Address is required',
  streetTooShort: 'Address must be at least 10 characters',
  streetTooLong: 'Address must be at most 200 characters',
  zipRequired: 'Pincode is required',
  zipLength: 'Pincode must be 6 digits',
  zipStart: 'Pincode cannot start with 0',
  countryRequired: 'Country is required',

  // §5 validation: OTP
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be 6 digits',

  // §5 cart quantity
  quantityInvalid: 'Quantity must be a whole number of at least 1',

  // Contact form (§7) fields the spec leaves unnamed
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',

  // §2 shared UI

  // §8 success toasts that take a product name

  // §5 coupon minimum, e.g. 'Minimum order amount of ₹5,000 required' (en-IN grouping, paise only when not whole)
  couponMinimum: (minRupees: number) => `Minimum order amount of ${moneyText(minRupees)} required`,

  // Texts for customisable-label fields (§5: "label customisable"); the spec leaves the words to us.
  fieldRequired: (label: string) => `${label} is required`,
  fieldTooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  // Names must be "under 50" (§5), so 50 itself is refused: say "less than".
  fieldTooLong: (label: string, max: number) => `${label} must be less than ${max} characters`,
  // City and state allow "2 to 50" (§5): 50 itself is fine, so say "at most".
  fieldAtMost: (label: string, max: number) => `${label} must be at most ${max} characters`,
  fieldNotText: (label: string) => `${label} must be text`,
  fieldLettersOnly: (label: string) => `${label} can contain only letters, spaces, hyphens and apostrophes`,
});

export type MessageKey = keyof typeof MESSAGES;
