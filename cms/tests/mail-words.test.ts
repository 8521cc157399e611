import { describe, expect, it } from 'vitest';
import { inPlainWords } from '../src/runtime/mail-failures';

/**
 * A mail failure in the owner's words (runtime/mail-failures.ts), with the next step where the
 * provider is known (issue 44): Gmail, Outlook, iCloud and Yahoo refuse the normal password from
 * apps such as this site and take an app password.
 */
const refusedLogin = () => Object.assign(new Error('Invalid login: 535-5.7.8 Username and Password not accepted'), { code: 'EAUTH', responseCode: 535 });

describe('a refused password', () => {
  it('names the app password for the providers owners use', () => {
    expect(inPlainWords(refusedLogin(), 'smtp.gmail.com')).toBe('the mail server refused the user name or password. For Gmail, use an app password, not your normal password');
    expect(inPlainWords(refusedLogin(), 'smtp-mail.outlook.com')).toMatch(/For Outlook and Microsoft 365, use an app password/);
    expect(inPlainWords(refusedLogin(), 'smtp.office365.com.')).toMatch(/For Outlook and Microsoft 365/);
    expect(inPlainWords(refusedLogin(), 'SMTP.MAIL.ME.COM')).toMatch(/For iCloud Mail/);
    expect(inPlainWords(refusedLogin(), 'smtp.mail.yahoo.com')).toMatch(/For Yahoo Mail/);
  });

  it('says only what happened for another server, or one that only looks like a provider', () => {
    for (const host of ['127.0.0.1', 'mail.evergreenhaven.example', 'smtp.notgmail.com', 'gmail.com.attacker.example', '']) {
      expect(inPlainWords(refusedLogin(), host)).toBe('the mail server refused the user name or password');
    }
  });

  it('leaves the words of other failures as they were', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION', errno: -111, syscall: 'connect' });
    expect(inPlainWords(refused, 'smtp.gmail.com')).not.toMatch(/app password/);
  });
});
