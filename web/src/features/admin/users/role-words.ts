import type { Role } from '../../../lib/types';

/**
 * What each role may do, in words (issue 44), as the server decides it: only an approved admin gets
 * into this panel (spec section 4); users and staff sign in to the site and nothing more. The
 * approval dialog, the role select and the list say the same.
 */
export const ROLE_WORDS: Record<Role, { title: string; detail: string }> = {
  admin: { title: 'Manage the website', detail: 'can change every page, see family requests and manage people' },
  staff: { title: 'No access to the admin', detail: 'a member of the care team with an account' },
  user: { title: 'No access to the admin', detail: 'a family member or caregiver with an account' },
};
