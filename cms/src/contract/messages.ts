/** The API's own messages that its callers may show or match (spec sections 5 to 7). */
export const MESSAGES = {
  authRequired: 'Authentication required. Please sign in.',
  adminOnly: 'Access denied. Admin privileges required.',
  invalidCredentials: 'Invalid email or password.',
  missingFields: 'Missing required fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  userNotFound: 'User not found',
  invalidJson: 'The request body is not valid JSON.',
  invalidFileType: 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.',
  fileTooLarge: 'File too large. Maximum size is 5MB.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
