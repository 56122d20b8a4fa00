import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('quotes the §8 texts word for word', () => {
    expect(MESSAGES).toMatchObject({
      requestFailed: 'Request failed',
      unexpectedError: 'An unexpected error occurred',
      authRequired: 'Authentication required',
      productNotFound: 'Product not found',
      categoryNotFound: 'Category not found',
      brandNotFound: 'Brand not found',
      noCustomerData: 'No customer data received',
      userNotAuthenticated: 'User not authenticated',
      noUserLoggedIn: 'No user logged in',
      otpGenerateFailed: 'Failed to generate OTP',
      otpInvalid: 'Invalid OTP or expired',
      registrationFailed: 'Registration failed',
      orderCreateFailed: 'Failed to create order',
      ordersFetchFailed: 'Failed to fetch orders',
      orderNotFound: 'Order not found',
      orderCancelFailed: 'Failed to cancel order',
      orderTrackFailed: 'Failed to track order',
      paymentProofUploadFailed: 'Failed to upload payment proof',
      transactionCheckFailed: 'Failed to check transaction ID',
      couponInvalid: 'Invalid coupon code',
      couponApplyFailed: 'Failed to apply coupon',
      newsletterFallback: 'Failed to subscribe to newsletter',
      contactFailed: 'Failed to send message',
      paymentExtractFailed: 'Failed to extract payment information',
      paymentValidateFailed: 'Failed to validate payment total',
      invalidResponseFormat: 'Invalid response format',
      newsletterInvalid: 'Please enter a valid email address',
      newsletterFailed: 'Failed to subscribe. Please try again.',
      addressSaveFailed: 'Failed to save address. Please try again.',
      pickupLoadFailed: 'Failed to load pickup locations',
      pickupLoadError: 'Error loading pickup locations',
      couponsLoadFailed: 'Failed to load coupons',
      couponsLoadError: 'Error loading coupons',
      newsletterSuccess: 'Successfully subscribed to newsletter!',
      contactSuccess: 'Your message has been sent successfully',
      addressUpdated: 'Address updated successfully!',
      addressAdded: 'Address added successfully!',
      addressDefaultUpdated: 'Default address updated!',
      addressDeleted: 'Address deleted successfully!',
    });
  });

  it('quotes the §4 and §5 texts word for word', () => {
    expect(MESSAGES).toMatchObject({
      phoneRequired: 'Phone number is required',
      phoneLength: 'Phone number must be 10 digits',
      phoneStart: 'Phone number must start with 6, 7, 8, or 9',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      emailTooLong: 'Email address is too long',
      addressInvalidChars: 'Address contains invalid characters',
      addressLabelRequired: 'Address label is required',
      couponsEmpty: 'No coupons available at the moment',
      couponApplied: 'Coupon Applied!',
      couponApplying: 'Applying...',
      newsletterSubmitting: 'Subscribing...',
      newsletterDone: "You're All Set!",
      addressDeleteConfirm: 'Are you sure you want to delete this address?',
      addressesEmpty: 'No addresses saved',
      addressesEmptyHint: 'Add your first address to get started',
      errorFallbackTitle: 'Oops! Something went wrong',
      noProducts: 'No products available',
      noCategories: 'No categories available',
      soldOut: 'Sold Out',
    });
  });

  it('carries the API envelope texts', () => {
    expect(MESSAGES.tenantHeaderRequired).toBe('Tenant header required');
    expect(MESSAGES.unknownTenant).toBe('Unknown tenant');
    expect(MESSAGES.internalError).toBe('Internal server error');
  });

  it('names the product in cart and favourite toasts', () => {
    expect(MESSAGES.addedToCart('Sparklers 10cm')).toBe('Sparklers 10cm added to cart!');
    expect(MESSAGES.addedToFavorites('Flower Pots')).toBe('Flower Pots added to favorites!');
    expect(MESSAGES.removedFromFavorites('Flower Pots')).toBe('Flower Pots removed from favorites');
  });

  it('formats the coupon minimum with Indian grouping', () => {
    expect(MESSAGES.couponMinimum(500)).toBe('Minimum order amount of ₹500 required');
    expect(MESSAGES.couponMinimum(5000)).toBe('Minimum order amount of ₹5,000 required');
    expect(MESSAGES.couponMinimum(100000)).toBe('Minimum order amount of ₹1,00,000 required');
    expect(MESSAGES.couponMinimum(499.5)).toBe('Minimum order amount of ₹499.50 required');
  });

  it('writes the texts the spec leaves open', () => {
    expect(MESSAGES.zipLength).toBe('Pincode must be 6 digits');
    expect(MESSAGES.zipStart).toBe('Pincode cannot start with 0');
    expect(MESSAGES.otpLength).toBe('OTP must be 6 digits');
    expect(MESSAGES.fieldRequired('City')).toBe('City is required');
    expect(MESSAGES.fieldTooLong('Name', 50)).toBe('Name must be less than 50 characters');
    expect(MESSAGES.fieldAtMost('City', 50)).toBe('City must be at most 50 characters');
    expect(MESSAGES.quantityTooLarge).toBe('You can order at most 99 of each product');
  });

  it('has no blank texts', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    }
  });
});
