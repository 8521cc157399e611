import type { Core } from '@strapi/strapi';

/**
 * Limits of the throttles that guard the calls anyone may make (src/security/throttles.ts). The policies
 * themselves are attached to their routes (decision 0015), so every spelling of a path meets them.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Failed sign-ins in a row of one account from one address before that pair waits. */
  loginAccount: env.int('RATE_LIMIT_LOGIN_ACCOUNT', 5),
  /** How long that account and address pair waits. */
  loginBlockSeconds: env.int('RATE_LIMIT_LOGIN_BLOCK_SECONDS', 900),
  /** Failed sign-ins from one address, whatever the accounts, within the address window. */
  loginIp: env.int('RATE_LIMIT_LOGIN_IP', 100),
  /** The address window (a day), and how long an address over its budget waits. */
  loginIpWindowSeconds: env.int('RATE_LIMIT_LOGIN_IP_WINDOW_SECONDS', 86_400),
  /** Registrations (anonymous users/create.php) per address within the window. */
  registerIp: env.int('RATE_LIMIT_REGISTER_IP', 5),
  /** Contact messages and tour requests per address within the window. */
  contactIp: env.int('RATE_LIMIT_CONTACT_IP', 10),
  /** Reads of the open tour times (tours/slots.php) and of calendar files (tours/calendar.php) per address within the window. */
  tourReadsIp: env.int('RATE_LIMIT_TOUR_READS_IP', 60),
  /** Password reset links asked for (users/forgot_password.php), and new passwords set with one, per address within the window. */
  passwordResetIp: env.int('RATE_LIMIT_PASSWORD_RESET_IP', 10),
  /** Password reset links asked for one email address within the window, from any address. */
  passwordResetAccount: env.int('RATE_LIMIT_PASSWORD_RESET_ACCOUNT', 3),
  /** Bodies refused (too large, malformed, or not what the call takes) from one address that is not signed in, within the window. */
  refusedBodyIp: env.int('RATE_LIMIT_REFUSED_BODY_IP', 20),
  /** Test emails (settings/email_test.php) one account may send within the window. */
  emailTestAccount: env.int('RATE_LIMIT_EMAIL_TEST_ACCOUNT', 5),
  windowSeconds: env.int('RATE_LIMIT_WINDOW_SECONDS', 900),
});
