// Server texts the spec leaves to us (its own quoted texts live in @pataka/domain/messages).
export const ACCOUNT_MESSAGES = {
  otpSent: 'OTP sent successfully',
  otpCooldown: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`,
  accountExists: 'An account already exists for this phone number. Please sign in with an OTP.',
  signedOut: 'Signed out',
  onlyAddress: 'You cannot delete your only address. Add another address first.',
  tooManyAddresses: (max: number) => `You can save at most ${max} addresses`,
  wishlistFull: (max: number) => `Your favorites list is full (at most ${max} products)`,
  cartNotFound: 'Cart not found',
  cartDeleted: 'Cart deleted',
  invalidCredentials: 'Invalid email or password',
  staffDisabled: 'This staff account has been disabled',
} as const;
