import type { z } from 'zod';
import { loginSchema } from '@lesesaal/domain/staff/schema';

/**
 * The staff login form: the server's own rule for `POST /auth/login` (any address without
 * control characters, the password as typed). An e-mail format check here refused the first
 * account the server generates, `admin@localhost`; a wrong address answers 401 anyway.
 */
export const loginFormSchema = loginSchema;

export type LoginForm = z.infer<typeof loginFormSchema>;
