import { defineMessages } from '@pataka/domain/i18n';

/** Sign-in with a one-time code and registration (§4): phone step, code step, registration step. */
export const authText = defineMessages('auth', {
  // Step 1: phone
  signInTitle: 'Sign in',
  phoneIntro: 'Enter your mobile number. We will send you a 6-digit code.',
  mobileNumber: 'Mobile number',
  sendingCode: 'Sending code...',
  sendOtp: 'Send OTP',
  /** After 'Too many attempts…': how long to wait. */
  waitSeconds: (seconds: number) => `(${seconds} s)`,

  // Step 2: code
  otpTitle: 'Enter the code',
  /** Followed by the phone number. */
  codeSentTo: (length: number) => `We sent a ${length}-digit code to`,
  changeNumber: 'Change number',
  /** Followed by the demo shop's code. */
  demoCode: 'Demo shop: your code is',
  oneTimeCode: 'One-time code',
  newCustomerName: 'Your name (new customers)',
  newCustomerNameHint: 'Optional. New here? Tell us your name and your account is ready at once.',
  verifying: 'Verifying...',
  verifyAndSignIn: 'Verify & Sign In',
  didNotGetIt: "Didn't get it?",
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  resending: 'Sending...',
  resendCode: 'Resend code',

  // Step 3: registration
  registerTitle: 'Complete your registration',
  registerIntro: 'Welcome! Tell us who you are so we can call you about your enquiries.',
  fullName: 'Full name',
  email: 'Email',
  creatingAccount: 'Creating account...',
  createAccount: 'Create Account',

  /** The name fields' label inside their error messages ('Name is required'). */
  nameInErrors: 'Name',
});
