/** The one "approved admin" rule of the server: who may use the admin calls (DESIGN decision 3). */
export const isApprovedAdmin = (user: { appRole?: unknown; approvalStatus?: unknown } | null | undefined): boolean =>
  Boolean(user && user.appRole === 'admin' && user.approvalStatus === 'approved');
