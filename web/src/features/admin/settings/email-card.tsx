import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import type { EmailSettings } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useSession } from '../../site/session';
import { emailSettingsQuery, useTestEmail, useUpdateEmail } from './email-api';
import { SettingsCard } from './settings-card';
import * as styles from './settings-page.css';

/** What sends mail now, in the owner's words. */
const SOURCE_TEXT: Record<EmailSettings['source'], string> = {
  environment:
    "The server's own SMTP settings (SMTP_HOST and the other SMTP_ variables) are in use, and they win: what you save here is kept, and used once they are removed.",
  settings: 'Email is on: new requests, account approvals and password reset links are sent with these settings.',
  off: 'Email is off: nothing is sent until you enter a mail server and save.',
};

/**
 * Whether mail gets through, as the last test or send found (issue 44): the card says "on" only
 * once it did. Nothing while it works (the line above says so), or while email is off.
 */
const statusText = (saved: EmailSettings) => {
  if (saved.source === 'off' || saved.status === 'working') return null;
  if (saved.status === 'failing') return `Email is not working: ${saved.last_error || 'the last message could not be sent'}. Check the settings below, save, and send a test email.`;
  return 'Email is set up but not tested yet: send a test email below to check that it works.';
};

/** Whether the form names another server than the one saved: the stored password is then cleared on save (issue 41). */
const otherServer = (values: ReturnType<typeof formValues>, saved: EmailSettings) => {
  const port = values.port.trim() === '' ? (values.secure ? 465 : 587) : Number(values.port);
  const host = (name: string) => name.trim().toLowerCase().replace(/\.+$/, '');
  return host(values.host) !== host(saved.host) || port !== saved.port || values.secure !== saved.secure || values.user.trim() !== saved.user;
};

/**
 * The providers owners use (issue 44): choosing one fills the server, the port and Secure, and says
 * in one line where its app password is made (these providers refuse the normal password).
 */
const PROVIDERS = [
  { key: 'gmail', name: 'Gmail', host: 'smtp.gmail.com', port: 587, secure: false, help: 'Gmail needs an app password: turn on 2-Step Verification, then make one at myaccount.google.com/apppasswords.' },
  { key: 'outlook', name: 'Outlook.com', host: 'smtp-mail.outlook.com', port: 587, secure: false, help: 'Outlook.com needs an app password: turn on two-step verification, then make one at account.microsoft.com under Security.' },
  { key: 'microsoft365', name: 'Microsoft 365', host: 'smtp.office365.com', port: 587, secure: false, help: 'Microsoft 365: your administrator may need to allow sending from apps (SMTP AUTH) for your mailbox; with two-step verification, use an app password.' },
  { key: 'icloud', name: 'iCloud Mail', host: 'smtp.mail.me.com', port: 587, secure: false, help: 'iCloud Mail needs an app-specific password: make one at account.apple.com under Sign-In and Security.' },
  { key: 'yahoo', name: 'Yahoo Mail', host: 'smtp.mail.yahoo.com', port: 465, secure: true, help: 'Yahoo Mail needs an app password: make one at login.yahoo.com under Account security.' },
] as const;
type ProviderKey = (typeof PROVIDERS)[number]['key'] | 'other';
const providerOf = (host: string): ProviderKey => PROVIDERS.find((provider) => provider.host === host.trim().toLowerCase())?.key ?? 'other';

const said = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** The Email card of the settings screen (issue 32): its own form, saved and tested on its own. */
export function EmailCard() {
  // useQuery, not useSuspenseQuery: the card keeps its own loading and error states, so email
  // settings that cannot be read never take the rest of the screen away. The route's loader has
  // waited for them (without failing on them), so the form is drawn at once.
  const settings = useQuery(emailSettingsQuery());
  return (
    <SettingsCard id="email" title="Email" icon={Mail} intro="The mail server the site sends with: notices of new requests, account approvals and password reset links.">
      {settings.isPending ? (
        <LoadingState label="Loading email settings..." />
      ) : settings.data ? (
        <EmailForm initial={settings.data} />
      ) : (
        <ErrorState message="Failed to load the email settings" onRetry={() => void settings.refetch()} />
      )}
    </SettingsCard>
  );
}

/** The address this browser reached the admin at: the site's address, as far as the owner is concerned. */
const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

const formValues = (settings: EmailSettings) => ({
  host: settings.host,
  port: String(settings.port),
  secure: settings.secure,
  user: settings.user,
  from: settings.from,
  notify_email: settings.notify_email,
  // Issue 44: links in emails need the site's address; until one is stored, this browser's is offered.
  site_url: settings.site_url || browserOrigin(),
});

function EmailForm({ initial }: { initial: EmailSettings }) {
  const [values, setValues] = useState(() => formValues(initial));
  const [password, setPassword] = useState('');
  const [clearPassword, setClearPassword] = useState(false);
  const [to, setTo] = useState('');
  const me = useSession();
  const update = useUpdateEmail();
  const test = useTestEmail();
  const set = (name: keyof typeof values) => (value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    test.reset();
    const port = values.port.trim() === '' ? '' : Number(values.port);
    const secret = clearPassword ? { password: '' } : password ? { password } : {};
    // PUBLIC_URL wins over a stored address: the field is not shown then, and not sent.
    const { site_url, ...rest } = values;
    const address = initial.site_url_source === 'environment' ? {} : { site_url };
    update.mutate({ ...rest, port, ...secret, ...address }, { onSuccess: () => (setPassword(''), setClearPassword(false)) });
  };
  const sendTest = () => {
    update.reset();
    test.mutate(to.trim());
  };

  const field = (name: 'host' | 'port' | 'user' | 'from' | 'notify_email' | 'site_url', label: string, type: string, hint?: string) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`email-${name}`}>
        {label}
      </label>
      <input
        id={`email-${name}`}
        className={form.control}
        type={type}
        autoComplete="off"
        {...(type === 'number' ? { min: 1, max: 65535, inputMode: 'numeric' as const } : {})}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-describedby={hint ? `email-${name}-hint` : undefined}
      />
      {hint && (
        <p id={`email-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );

  const provider = PROVIDERS.find((one) => one.key === providerOf(values.host));
  const choose = (key: string) => {
    const chosen = PROVIDERS.find((one) => one.key === key);
    setValues((current) => (chosen ? { ...current, host: chosen.host, port: String(chosen.port), secure: chosen.secure } : { ...current, host: providerOf(current.host) === 'other' ? current.host : '' }));
  };
  const source = initial.source;
  const status = statusText(initial);
  const passwordSet = update.data?.data.password_set ?? initial.password_set;
  const moved = passwordSet && !clearPassword && otherServer(values, update.data?.data ?? initial);
  return (
    <div className={styles.stack}>
      {!(status && source === 'settings') && <p className={source === 'settings' ? form.successBox : form.info}>{SOURCE_TEXT[source]}</p>}
      {status && <p className={initial.status === 'failing' ? form.errorBox : form.info}>{status}</p>}
      <form className={styles.stack} onSubmit={save} aria-label="Email settings">
        <div className={form.field}>
          <label className={form.label} htmlFor="email-provider">
            Your Email Provider
          </label>
          <select id="email-provider" className={form.control} value={provider?.key ?? 'other'} onChange={(e) => choose(e.target.value)} aria-describedby="email-provider-hint">
            {PROVIDERS.map((one) => (
              <option key={one.key} value={one.key}>
                {one.name}
              </option>
            ))}
            <option value="other">Other (type the mail server)</option>
          </select>
          <p id="email-provider-hint" className={styles.hint}>
            {provider ? provider.help : 'Fills in the mail server, the port and Secure for you.'}
          </p>
        </div>
        <div className={styles.layouts.pairs}>
          {field('host', 'Mail Server', 'text', 'For example smtp.example.com. Leave it empty to turn email off.')}
          {field('port', 'Port', 'number', '587 for STARTTLS, 465 with Secure on (25, 465, 587 or 2525).')}
        </div>
        <label className={styles.switchLabel} htmlFor="email-secure">
          <input id="email-secure" className={styles.switchInput} type="checkbox" role="switch" checked={values.secure} onChange={(e) => set('secure')(e.target.checked)} />
          Secure (TLS from the start)
        </label>
        <div className={styles.layouts.pairs}>
          {field('user', 'Your Email Account', 'text', 'The address you sign in to your email with (the mail server’s user name).')}
          <div className={form.field}>
            <label className={form.label} htmlFor="email-password">
              {provider ? 'App Password' : 'Password'}
            </label>
            <input
              id="email-password"
              className={form.control}
              type="password"
              autoComplete="new-password"
              value={password}
              disabled={clearPassword}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="email-password-hint"
            />
            <p id="email-password-hint" className={styles.hint}>
              {moved
                ? 'Enter the password again for the new server: the stored one is removed when the mail server, port, user name or Secure changes.'
                : passwordSet
                  ? 'A password is stored (never shown). Leave this empty to keep it.'
                  : 'No password is stored.'}
            </p>
            {passwordSet && (
              <label className={styles.choice}>
                <input type="checkbox" className={styles.switchInput} checked={clearPassword} onChange={(e) => setClearPassword(e.target.checked)} />
                Remove the stored password
              </label>
            )}
          </div>
        </div>
        <div className={styles.layouts.pairs}>
          {field('from', 'Sender Address', 'email', 'The address emails come from (the user name when empty).')}
          {field('notify_email', 'New Requests Go To', 'email', "Where new contact and tour requests are announced (the settings' Email Address when empty).")}
        </div>
        {initial.site_url_source === 'environment' ? (
          <p className={styles.hint}>Links in emails start with {initial.site_url}, the address the server is set up with (PUBLIC_URL).</p>
        ) : (
          field('site_url', 'Site Address', 'url', 'Links in emails (password reset, tours, account approvals) start with this address. It is the one this browser is on; change it if families reach the site at another.')
        )}
        <div role="status">{update.data && <p className={form.successBox}>{update.data.message}</p>}</div>
        {update.error && (
          <p className={form.errorBox} role="alert">
            {said(update.error, 'Failed to save the email settings')}
          </p>
        )}
        <div>
          <button type="submit" className={button({ tone: 'primary' })} disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Email Settings'}
          </button>
        </div>
      </form>
      <div className={styles.layouts.pairs}>
        <div className={form.field}>
          <label className={form.label} htmlFor="email-test-to">
            Send a Test To
          </label>
          <input id="email-test-to" className={form.control} type="email" autoComplete="off" value={to} onChange={(e) => setTo(e.target.value)} aria-describedby="email-test-hint" />
          <p id="email-test-hint" className={styles.hint}>
            {me?.email ? `Goes to you at ${me.email} when empty.` : 'Your own address when empty.'} Save your changes first: the test uses the saved settings.
          </p>
        </div>
      </div>
      <div role="status">{test.data && <p className={form.successBox}>{test.data.message}</p>}</div>
      {test.error && (
        <p className={form.errorBox} role="alert">
          {said(test.error, 'The test email could not be sent.')}
        </p>
      )}
      <div>
        <button type="button" className={button({ tone: 'outline' })} disabled={test.isPending} onClick={sendTest}>
          {test.isPending ? 'Sending...' : 'Send Test Email'}
        </button>
      </div>
    </div>
  );
}
