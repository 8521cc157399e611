import { isApprovedAdmin as isApprovedAdminRecord } from '@afh/contract/rules';

/** The contract's "approved admin" rule, read from the stored attributes (appRole, approvalStatus). */
export const isApprovedAdmin = (user: { appRole?: unknown; approvalStatus?: unknown } | null | undefined): boolean =>
  isApprovedAdminRecord({ role: user?.appRole, status: user?.approvalStatus });
