import { z } from 'zod';
import { emailField } from '@lesesaal/domain/validation';

/** The staff login form. The password is taken as typed (no trimming). */
export const loginFormSchema = z.object({
  email: emailField(),
  password: z.string().min(1, { error: 'required' }),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
