import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../../lib/api';
import { button } from '../../ui/button.css';
import { ContactField } from './contact-field';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_ACTION,
  DEFAULT_TYPE,
  FAILED_TEXT,
  NETWORK_ERROR_TEXT,
  SENT_TEXT,
  SERVICE_TYPES,
  TOUR_TYPE,
  emptyValues,
  fieldError,
  type ContactField as Field,
} from './contact-fields';
import * as styles from './contact-form.css';
import { useContactSearch, type ContactSearch } from './contact-search';
import { submitContact } from './contact-submit';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fromSearch = (outcome: ContactSearch['outcome']): Outcome =>
  outcome?.kind === 'sent' ? { kind: 'sent', message: SENT_TEXT } : (outcome ?? { kind: 'idle' });

const errorText = (error: unknown): string => {
  if (error instanceof NetworkError) return NETWORK_ERROR_TEXT;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return FAILED_TEXT;
};

/**
 * The message form. With JavaScript it sends JSON and answers in place, keeping what the visitor
 * typed when something goes wrong; without it, the same <form> posts normally and the server
 * redirects back to /contact?sent=1 (or ?sent=0&error=...), which this form reads and shows.
 */
export function ContactForm() {
  const search = useContactSearch();
  const topic = search.wantsTour ? TOUR_TYPE : DEFAULT_TYPE;
  const [values, setValues] = useState(() => emptyValues(topic));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(() => fromSearch(search.outcome));
  const id = useId();
  const headingId = `${id}-title`;
  const sending = outcome.kind === 'sending';

  // A tour link followed while already on this page (the banner below the form) picks the tour
  // topic: adjusted while rendering, as React advises for state that follows a changed input.
  const [tourAsked, setTourAsked] = useState(search.wantsTour);
  if (search.wantsTour !== tourAsked) {
    setTourAsked(search.wantsTour);
    if (search.wantsTour) setValues((current) => ({ ...current, serviceType: TOUR_TYPE }));
  }

  const onChange = (event: ChangeEvent<Control>) => {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const control = (field: Field) => form.elements.namedItem(field) as Control;
    const found: Partial<Record<Field, string>> = {};
    for (const field of CONTACT_FIELDS) found[field] = fieldError(field, control(field));
    setErrors(found);
    const firstWrong = CONTACT_FIELDS.find((field) => found[field]);
    if (firstWrong) {
      setOutcome({ kind: 'idle' });
      control(firstWrong).focus();
      return;
    }

    setOutcome({ kind: 'sending' });
    try {
      const message = await submitContact(CONTACT_FORM_ACTION, values);
      setOutcome({ kind: 'sent', message });
      setValues(emptyValues(topic));
    } catch (error) {
      console.error('Contact form could not be sent:', error);
      setOutcome({ kind: 'failed', message: errorText(error) });
    }
  };

  const fieldProps = (field: Field) => ({ name: field, value: values[field], onChange, required: true, className: styles.control });

  return (
    <div id="contact-form" className={styles.card}>
      <h3 id={headingId} className={styles.title}>
        Send Us a Message
      </h3>
      <p className={styles.note}>All fields are required. We reply within 2 hours.</p>
      {/* noValidate: the browser's checks still run (required, type=email), but we show them as
          plain sentences beside each field instead of a bubble that disappears. */}
      <form method="post" action={CONTACT_FORM_ACTION} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className={styles.form}>
        <ContactField id={`${id}-first`} label="First Name" error={errors.firstName}>
          {(aria) => <input {...aria} {...fieldProps('firstName')} type="text" autoComplete="given-name" />}
        </ContactField>
        <ContactField id={`${id}-last`} label="Last Name" error={errors.lastName}>
          {(aria) => <input {...aria} {...fieldProps('lastName')} type="text" autoComplete="family-name" />}
        </ContactField>
        <ContactField id={`${id}-email`} label="Email" error={errors.email}>
          {(aria) => <input {...aria} {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} />}
        </ContactField>
        <ContactField id={`${id}-phone`} label="Phone" error={errors.phone}>
          {(aria) => <input {...aria} {...fieldProps('phone')} type="tel" autoComplete="tel" />}
        </ContactField>
        <ContactField id={`${id}-type`} label="How can we help?" error={errors.serviceType} wide>
          {(aria) => (
            <select {...aria} {...fieldProps('serviceType')} autoComplete="off">
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <ContactField id={`${id}-message`} label="Message" error={errors.message} wide>
          {(aria) => (
            <textarea {...aria} {...fieldProps('message')} rows={6} autoComplete="off" className={`${styles.control} ${styles.textarea}`} />
          )}
        </ContactField>

        <div className={styles.actions}>
          <button type="submit" className={button({ size: 'lg' })} disabled={sending}>
            <Send size={20} aria-hidden="true" />
            {sending ? 'Sending...' : 'Send Message'}
          </button>
          <p className={styles.privacy}>
            We use your details only to answer you. Read our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </div>
      </form>
      {/* Both live regions are always present (and empty ones take no room), so screen readers
          announce what appears in them. */}
      <div role="status">{outcome.kind === 'sent' && <p className={styles.success}>{outcome.message}</p>}</div>
      <div role="alert">{outcome.kind === 'failed' && <p className={styles.failure}>{outcome.message}</p>}</div>
    </div>
  );
}
