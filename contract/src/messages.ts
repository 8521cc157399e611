/** The API's own messages that its callers may show or match (spec sections 5 to 7). */
export const MESSAGES = {
  authRequired: 'Authentication required. Please sign in.',
  adminOnly: 'Access denied. Admin privileges required.',
  /** An owner's action (issue 41) asked for by an admin who is not one of the home's owners: 403. */
  ownerOnly: "Only the home's owner can do this.",
  /** An owner's action on a session whose password was last proved too long ago: 403 with `reauth: true`. */
  reauthRequired: 'Please enter your password again to continue.',
  /** users/confirm_password.php with a wrong password. */
  wrongPassword: 'That password is not correct.',
  /** users/update_profile.php: a new email or password without the current password (400). */
  currentPasswordNeeded: 'Please enter your current password to change your email or password.',
  /** notifications/subscribe.php: a device key that is not a P-256 point (400, field `keys`). */
  pushKeysInvalid: 'The browser sent keys this server cannot use. Please try again, or use another browser.',
  invalidCredentials: 'Invalid email or password.',
  missingFields: 'Missing required fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  userNotFound: 'User not found',
  invalidJson: 'The request body is not valid JSON.',
  invalidFileType: 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.',
  fileTooLarge: 'File too large. Maximum size is 5MB.',
  /** documents/upload.php: the Disclosure of Services, a PDF judged by its bytes. */
  invalidPdf: 'Invalid file type. Only PDF documents are allowed.',
  pdfTooLarge: 'File too large. Maximum size is 10MB.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  /** Any call that needs the database while it is out of reach: 503 with Retry-After (decision 0030). */
  unavailable: 'The site is briefly unavailable. Please try again in a minute.',
  /** users/forgot_password.php, the same for every address (whether it has an account or not). */
  resetLinkSent: 'If an account uses that email, we have sent it a link to set a new password. The link works for 1 hour.',
  /** /forgot-password and users/forgot_password.php while the site sends no email (nothing set up in Settings › Email or SMTP_HOST). */
  resetByAdmin:
    'Password reset by email is not set up on this site. Another administrator can set a new password for you (Users › Change password), or the person who runs the server can make you a one-time link.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  /** contact/submit.php: a tour time another family booked a moment earlier (409). */
  tourTaken: 'That time was just taken. Please choose another.',
  /** contact/submit.php (409): this email address or phone number already holds the most upcoming tours (2); the form offers preferred times instead. */
  tourLimitFamily: 'This email address or phone number already has 2 upcoming tours booked. Please tell us your preferred times instead, and we will call you to arrange the visit.',
  /** contact/submit.php (409): the site took the most online bookings of the day (TOUR_BOOKINGS_PER_DAY); the form offers preferred times instead. */
  tourLimitDay: 'Online tour booking is closed for today. Please tell us your preferred times instead, and we will call you to arrange the visit.',
  /** A request whose tour is still to come is not deleted out from under the family. */
  tourStillBooked: 'This request has a tour booked that has not happened yet. Cancel the tour on the Tours screen first (the family is told), then delete the request.',
  /** tours/manage.php, reschedule.php and cancel.php: a link that names no tour, or one that has ended (404). */
  tourLinkInvalid: 'This tour link is not valid any more. Please call us to arrange a visit.',
  /** tours/reschedule.php on a tour that was cancelled (409). */
  tourAlreadyCancelled: 'This tour was cancelled. Please book a new one from our contact page.',
  /** contact/submit.php: a tour time the site never offered (400). */
  tourNotOffered: 'That tour time is not offered. Please choose one of the times shown.',
  passwordReset: 'Your password has been set. Please sign in with your new password.',
  /** settings/email_test.php while no mail server is set up. */
  emailOff: 'Email is off: enter a mail server and save it first.',
  /** settings/email_update.php with a password while the server has no ENCRYPTION_KEY to encrypt it with. */
  emailKeyMissing:
    'The password cannot be stored: the server has no ENCRYPTION_KEY to encrypt it with. Ask the person who runs the server to set one (npm start generates it), or to use the SMTP_ settings instead.',
} as const;
