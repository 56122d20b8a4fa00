import { z } from 'zod';
import { CompleteRegistrationSchema, ProfileUpdateSchema } from '@pataka/domain/validation';
import { CustomerResponseSchema } from '../customers/customer.dto.ts';

/** POST /customers/register: complete-registration with the email optional. */
export const RegisterSchema = CompleteRegistrationSchema.extend({ email: ProfileUpdateSchema.shape.email });

export const OtpGenerateResponseSchema = z.object({
  message: z.string(),
  expiresIn: z.number().int().describe('Seconds the code stays valid (300)'),
  devOtp: z.string().optional().describe('Only outside production with the log SMS provider'),
});

export const OtpVerifyResponseSchema = z.object({
  customer: CustomerResponseSchema.nullable(),
  token: z.string().nullable(),
  requiresRegistration: z.boolean(),
});

export const AuthResponseSchema = z.object({ customer: CustomerResponseSchema, token: z.string() });

export const MessageSchema = z.object({ message: z.string() });
