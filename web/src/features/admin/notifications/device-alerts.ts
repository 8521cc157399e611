import type { DeviceSubscription } from './notifications-api';

/**
 * This browser's side of the alerts (issue 45): the admin's service worker (/admin/sw.js, scoped
 * to /admin) and its push subscription. Nothing here talks to the server: the screen sends what
 * it gets (notifications-api.ts).
 */

/** What this device can do about alerts, as the screen says it. */
export type DeviceState =
  | { kind: 'unsupported'; appleHomeScreen: boolean }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string };

const WORKER = '/admin/sw.js';
const SCOPE = '/admin';

/** An iPhone or iPad's browser: it offers alerts only to a site added to the Home Screen. */
const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

export const supportsAlerts = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const registration = async () => (await navigator.serviceWorker.getRegistration(SCOPE)) ?? null;

/** Whether this device gets alerts now, and if not, why not. */
export const readDeviceState = async (): Promise<DeviceState> => {
  if (!supportsAlerts()) return { kind: 'unsupported', appleHomeScreen: isAppleMobile() && !standalone() };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' };
};

/** Why turning alerts on stopped, in words for the screen. */
export class DeviceAlertsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeviceAlertsError';
  }
}

/**
 * The admin's service worker, registered and active. Not `navigator.serviceWorker.ready`: that
 * follows the page the browser loaded, and an admin who signed in at /login and came to this
 * screen inside the app is on a page outside the worker's scope as far as the browser knows.
 */
const activeRegistration = async () => {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker) {
    await new Promise<void>((resolve, reject) => {
      const follow = () => {
        if (worker.state === 'activated') resolve();
        else if (worker.state === 'redundant') reject(new DeviceAlertsError('The browser could not start the admin\'s alert service. Reload the page and try again.'));
      };
      worker.addEventListener('statechange', follow);
      follow();
    });
  }
  return registration;
};

/** The key as the push manager takes it: the bytes of its base64url text. */
const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/**
 * Asks the browser for alerts (its permission prompt, on the admin's press), registers the service
 * worker and subscribes to the push service with the server's key; returns the subscription for
 * the server. An older subscription made with another key is replaced.
 */
export const subscribeDevice = async (publicKey: string): Promise<DeviceSubscription> => {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new DeviceAlertsError('Alerts are blocked for this site in the browser\'s settings. Allow notifications for this site there, then press "Alert me on this device" again.');
  if (permission !== 'granted') throw new DeviceAlertsError('The browser did not allow alerts. Press "Alert me on this device" again and choose Allow.');
  const ready = await activeRegistration();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await ready.pushManager.getSubscription();
  if (existing) await existing.unsubscribe();
  try {
    const subscription = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('incomplete subscription');
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch {
    throw new DeviceAlertsError('The browser\'s push service could not be reached, so alerts are not on. Check the internet connection and try again.');
  }
};

/** Ends this device's subscription with its push service; the endpoint it had, for the server to forget. */
export const unsubscribeDevice = async (): Promise<string | null> => {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
};
