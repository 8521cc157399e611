import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, postJson, setReauthenticate } from '../../lib/api';
import { button } from '../../ui/button.css';
import { Dialog } from '../../ui/dialog';
import * as form from '../../ui/form.css';

type Waiting = { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void; message: string };

const waitingFor = (message: string): Waiting => {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject, message };
};

/**
 * The home's owner's actions ask for the password again after a while (issue 41). The API client
 * (lib/api.ts) calls this dialog when the server says so, waits, and sends the action again: the
 * form that asked stays open with what was typed. Several actions waiting share the one question.
 */
export function ReauthDialog() {
  const waiting = useRef<Waiting | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReauthenticate((message) => {
      waiting.current ??= waitingFor(message);
      setAsking(waiting.current.message);
      return waiting.current.promise;
    });
    return () => setReauthenticate(null);
  }, []);

  const finish = (failure?: unknown) => {
    const current = waiting.current;
    waiting.current = null;
    setAsking(null);
    setPassword('');
    setError('');
    if (failure) current?.reject(failure);
    else current?.resolve();
  };

  const cancel = () => {
    const message = waiting.current?.message || 'Please enter your password again to continue.';
    finish(new ApiError(message, 403, message));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await postJson('/users/confirm_password.php', { password });
      finish();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  if (asking === null) return null;
  return (
    <Dialog open title="Confirm your password" onClose={cancel}>
      <form className={form.stack} onSubmit={(event) => void submit(event)}>
        <p>{asking || 'Please enter your password again to continue.'} This keeps the home's most important settings safe.</p>
        <div className={form.field}>
          <label className={form.label} htmlFor="reauth-password">
            Your password
          </label>
          <input id="reauth-password" className={form.control} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </div>
        {error && (
          <p className={form.errorBox} role="alert">
            {error}
          </p>
        )}
        <div className={form.actions}>
          <button type="button" className={button({ tone: 'outline' })} onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy || !password}>
            Continue
          </button>
        </div>
      </form>
    </Dialog>
  );
}
