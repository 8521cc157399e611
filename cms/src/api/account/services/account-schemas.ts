import { z } from 'zod';
import { MESSAGES } from '../../../lib/http';
import { bodySchema, email, oneOf, optionalText, recordId, requiredText } from '../../../lib/validation';

export const ROLES = ['user', 'staff', 'admin'] as const;
export const STATUSES = ['pending', 'approved', 'disapproved'] as const;

// bcrypt reads at most 72 bytes: a longer password would be cut silently, so it is refused.
const password = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? MESSAGES.missingFields : `${label} must be text`) })
    .min(1, MESSAGES.missingFields)
    .min(6, MESSAGES.passwordTooShort)
    .max(72, `${label} must be at most 72 characters long`);

const echoed = {
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  has_password: z.unknown().optional(),
};

export const loginSchema = bodySchema('users/login', z.object({
  email: z.string({ error: 'Email and password are required.' }).trim().toLowerCase().min(1, 'Email and password are required.').max(254, MESSAGES.invalidCredentials),
  password: z.string({ error: 'Email and password are required.' }).min(1, 'Email and password are required.').max(200, MESSAGES.invalidCredentials),
}));

/** Self-registration: role and status, if sent, are ignored (never trusted from a visitor). */
export const registerSchema = bodySchema('users/create (registration)', z
  .object({
    name: requiredText('Name', 200),
    email: email(),
    password: password('Password'),
    phone: requiredText('Phone', 40),
  })
  .strip());

export const adminCreateSchema = bodySchema('users/create (admin)', z.strictObject({
  name: requiredText('Name', 200),
  email: email(),
  password: password('Password'),
  phone: optionalText('Phone', 40),
  role: oneOf('Role', ROLES).default('user'),
  status: oneOf('Status', STATUSES).default('pending'),
  ...echoed,
}));

export const updateSchema = bodySchema('users/update', z.strictObject({
  id: recordId,
  name: requiredText('Name', 200).optional(),
  email: email().optional(),
  phone: optionalText('Phone', 40).optional(),
  role: oneOf('Role', ROLES).optional(),
  status: oneOf('Status', STATUSES).optional(),
  ...echoed,
}));

export const statusSchema = bodySchema('users/update_status', z.strictObject({ id: recordId, status: oneOf('Status', STATUSES) }));

export const changePasswordSchema = bodySchema('users/change_password', z.strictObject({ id: recordId, new_password: password('Password') }));
