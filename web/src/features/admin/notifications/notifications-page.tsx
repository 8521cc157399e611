import { useSuspenseQuery } from '@tanstack/react-query';
import { Bell, BellOff, Send } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import { LoadingState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import * as page from '../admin-page.css';
import { failureText } from '../failure-text';
import { screenStates } from '../screen-states';
import { DeviceAlertsError, readDeviceState, subscribeDevice, unsubscribeDevice, type DeviceState } from './device-alerts';
import { forgetSubscription, pushKeyQuery, saveSubscription, sendTestAlert } from './notifications-api';
import * as styles from './notifications.css';

const LOAD_FAILED = 'Failed to load the alert settings. Please try again.';

function NotificationsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Notifications</h1>
          <p className={page.subtitle}>Alerts on your phone or computer the moment a family writes, books, moves or cancels a tour. They work without email.</p>
        </div>
      </div>
      <section className={page.panel} aria-labelledby="this-device-title">
        <h2 id="this-device-title" className={page.panelTitle}>
          This device
        </h2>
        {children}
      </section>
      <section className={page.panel} aria-labelledby="alert-words-title">
        <h2 id="alert-words-title" className={page.panelTitle}>
          What an alert says
        </h2>
        <p className={styles.text}>
          The family&apos;s first name and the kind of request, such as &quot;New tour request from Ada&quot;, never what they wrote: a lock screen is seen by others. Tap the
          alert to open the request. Turn alerts on for each phone or computer that should get them.
        </p>
      </section>
    </>
  );
}

const states = screenStates({ frame: (state) => <NotificationsFrame>{state}</NotificationsFrame>, loading: 'Loading the alert settings...', loadFailed: LOAD_FAILED });
export const NotificationsPending = states.Pending;
export const NotificationsLoadFailed = states.Failed;

type Busy = 'on' | 'off' | 'test' | null;

/** What the device says of itself, in words; the buttons follow it. */
function DeviceWords({ state }: { state: DeviceState }) {
  switch (state.kind) {
    case 'unsupported':
      return state.appleHomeScreen ? (
        <p className={styles.text}>
          On an iPhone or iPad, alerts come only to the admin added to the Home Screen: in Safari, press Share, then Add to Home Screen. Open the admin from the new icon,
          sign in, and come back to this page.
        </p>
      ) : (
        <p className={styles.text}>This browser cannot show alerts from the website. Chrome, Edge, Firefox and Safari can.</p>
      );
    case 'blocked':
      return <p className={styles.text}>Alerts are blocked for this site in the browser&apos;s settings. Allow notifications for this site there, then reload this page.</p>;
    case 'off':
      return <p className={styles.text}>This device does not get alerts.</p>;
    case 'on':
      return (
        <p className={styles.text}>
          <strong>This device gets alerts.</strong> Send a test alert to check that they show.
        </p>
      );
  }
}

/**
 * Admin › Notifications (issue 45): turns alerts on or off for this device, and sends a test.
 * The server's key is read by the route's loader; what the device can do is the browser's to say,
 * read once the screen is drawn.
 */
export function NotificationsPage() {
  const { data: key } = useSuspenseQuery(pushKeyQuery());
  const [device, setDevice] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    let current = true;
    readDeviceState().then(
      (state) => current && setDevice(state),
      () => current && setDevice({ kind: 'off' }),
    );
    return () => void (current = false);
  }, []);

  const run = async (what: Busy, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
      setDevice(await readDeviceState().catch((): DeviceState => ({ kind: 'off' })));
    }
  };

  const turnOn = (publicKey: string) =>
    run('on', async () => {
      let subscription;
      try {
        subscription = await subscribeDevice(publicKey);
      } catch (error) {
        notifyError(error instanceof DeviceAlertsError ? error.message : 'The browser could not turn alerts on. Please try again.', error);
        return;
      }
      try {
        const answer = await saveSubscription(subscription);
        notifySuccess(answer.message);
      } catch (error) {
        // Not kept by the server: the browser's subscription goes too, so the screen never says "on" when no alert would come.
        await unsubscribeDevice().catch(() => null);
        notifyError(failureText('turn alerts on', error), error);
      }
    });

  const turnOff = () =>
    run('off', async () => {
      const endpoint = await unsubscribeDevice().catch(() => null);
      if (!endpoint) return;
      try {
        const answer = await forgetSubscription(endpoint);
        notifySuccess(answer.message);
      } catch (error) {
        // The push service has already forgotten the device: its address answers "gone" and the server drops it at the next alert.
        notifyError(failureText('turn alerts off', error), error);
      }
    });

  const test = (endpoint: string) =>
    run('test', async () => {
      try {
        const answer = await sendTestAlert(endpoint);
        notifySuccess(answer.message);
      } catch (error) {
        notifyError(failureText('send a test alert', error, [502]), error);
      }
    });

  if (key.publicKey === null) {
    return (
      <NotificationsFrame>
        <p className={styles.text} role="status">
          {key.problem}
        </p>
      </NotificationsFrame>
    );
  }
  const publicKey = key.publicKey;

  return (
    <NotificationsFrame>
      {device === null ? (
        <LoadingState label="Checking this device..." />
      ) : (
        <div className={styles.device} aria-busy={busy !== null}>
          <div role="status">
            <DeviceWords state={device} />
          </div>
          <div className={styles.actions}>
            {device.kind === 'off' && (
              <button type="button" className={button({ tone: 'primary' })} disabled={busy !== null} onClick={() => void turnOn(publicKey)}>
                <Bell size={18} aria-hidden="true" /> {busy === 'on' ? 'Turning alerts on...' : 'Alert me on this device'}
              </button>
            )}
            {device.kind === 'on' && (
              <>
                <button type="button" className={button({ tone: 'primary' })} disabled={busy !== null} onClick={() => void test(device.endpoint)}>
                  <Send size={18} aria-hidden="true" /> {busy === 'test' ? 'Sending...' : 'Send a test alert'}
                </button>
                <button type="button" className={button({ tone: 'outline' })} disabled={busy !== null} onClick={() => void turnOff()}>
                  <BellOff size={18} aria-hidden="true" /> {busy === 'off' ? 'Turning alerts off...' : 'Stop alerts on this device'}
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </NotificationsFrame>
  );
}
