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
  /** Any call that needs the database while it is out of reach: 503 with Retry-After (decision 0030). */
  unavailable: 'The site is briefly unavailable. Please try again in a minute.',
  /** users/forgot_password.php, the same for every address (whether it has an account or not). */
  resetLinkSent: 'If an account uses that email, we have sent it a link to set a new password. The link works for 1 hour.',
  /** users/forgot_password.php when the site sends no email (SMTP_HOST is not set). */
  resetByAdmin: 'Password reset by email is not set up on this site. Please ask an administrator to set a new password for you.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  /** contact/submit.php: a tour time another family booked a moment earlier (409). */
  tourTaken: 'That time was just taken. Please choose another.',
  /** contact/submit.php: a tour time the site never offered (400). */
  tourNotOffered: 'That tour time is not offered. Please choose one of the times shown.',
  passwordReset: 'Your password has been set. Please sign in with your new password.',
} as const;
