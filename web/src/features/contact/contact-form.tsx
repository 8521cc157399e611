import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MESSAGES } from '@afh/contract/messages';
import { ApiError, NetworkError } from '../../lib/api';
import { button } from '../../ui/button.css';
import { ContactField } from './contact-field';
import { CONTACT_FORM_ID } from '../site/tour-link';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_ACTION,
  DEFAULT_TYPE,
  HEARD_FROM,
  SENT_TEXT,
  SERVICE_TYPES,
  TOUR_TYPE,
  fieldError,
  type ContactField as Field,
  type ContactRequest,
  type ContactValues,
} from './contact-fields';
import * as styles from './contact-form.css';
import { ContactOutcome, OUTCOME_ID, type Outcome } from './contact-outcome';
import { BOOKING_CLOSED_MESSAGES, useContactSearch, type ContactSearch } from './contact-search';
import { submitContact, type Sent } from './contact-submit';
import { readTourDetails, TourFields } from './tour-fields';
import type { SentTour } from './tour-recap';
import { tourSlotsKeys } from '../site/query-keys';
import { useTourSlots } from '../site/tour-slots-query';
import { ChosenTour } from './chosen-tour';
import { readTourStart } from './tour-slots';
import { useSiteSettings } from '../site/settings-query';
import { useContactArrival } from './use-contact-arrival';
import { CONSENT_NAME, consentMissing } from './care-needs';
import { isLanguageCode } from '@afh/contract/languages';
import { useLanguage } from '../site/language';
import { useWords } from '../site/words';
import { contactWords, type ContactWords } from './contact-words';
import { tourWords } from './tour-words';

/** The form's action for a plain post, with the outcome's anchor for the page the server redirects to. */
const PLAIN_POST_ACTION = CONTACT_FORM_ACTION.includes('#') ? CONTACT_FORM_ACTION : `${CONTACT_FORM_ACTION}#${OUTCOME_ID}`;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fromSearch = (outcome: ContactSearch['outcome'], w: ContactWords): Outcome =>
  outcome?.kind === 'sent' ? { kind: 'sent', message: w.outcome.sent(SENT_TEXT), ...(outcome.tour ? { tour: outcome.tour } : {}) } : (outcome ?? { kind: 'idle' });

/** What the thank-you repeats of a tour request: the time booked, or the preferred times asked for. */
const tourOf = (request: ContactRequest, sent: Sent): SentTour | undefined => {
  if (sent.tour) return sent.tour;
  return request.serviceType === TOUR_TYPE && request.preferred_times?.length ? { preferred: request.preferred_times } : undefined;
};

/** The form's field the server refused, with its message (in the page's language), when it named one. */
const refusedField = (error: unknown, server: (message: string) => string): { field: Field; message: string } | null => {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  const field = CONTACT_FIELDS.find((name) => name === error.field);
  return field ? { field, message: server(error.serverMessage) } : null;
};

const errorText = (error: unknown, w: ContactWords, server: (message: string) => string): string => {
  if (error instanceof NetworkError) return w.errors.network;
  if (error instanceof ApiError && error.serverMessage) return server(error.serverMessage);
  return w.errors.failed;
};

/** What the fields hold now, read from the form itself; the tour questions only for a tour request. */
const valuesOf = (form: HTMLFormElement): ContactRequest => {
  const data = new FormData(form);
  const read = (field: Field) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  const values: ContactValues = { firstName: read('firstName'), lastName: read('lastName'), email: read('email'), phone: read('phone'), serviceType: read('serviceType'), message: read('message') };
  const heard = data.get('heard_from');
  const heardFrom = typeof heard === 'string' && heard ? { heard_from: heard } : {};
  // The page's language (issue 47), sent from a page in another language only.
  const language = data.get('language');
  const spoken = typeof language === 'string' && isLanguageCode(language) ? { language } : {};
  return values.serviceType === TOUR_TYPE ? { ...values, ...readTourDetails(form), ...heardFrom, ...spoken } : { ...values, ...heardFrom, ...spoken };
};

/**
 * The message form. With JavaScript it sends JSON and answers in place, keeping what the visitor
 * typed when something goes wrong; without it, the same <form> posts normally and the server
 * redirects back to /contact?sent=1 (or ?sent=0&error=...), which this form reads and shows.
 *
 * The fields are the browser's own (uncontrolled): the server draws them, a visitor on a slow
 * phone may type before the app arrives, and the app takes them over with every value, the focus
 * and the selection as they are. The values are read from the form when it is sent.
 */
export function ContactForm() {
  const search = useContactSearch();
  const topic = search.wantsTour ? TOUR_TYPE : DEFAULT_TYPE;
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLanguage();
  const w = useWords(contactWords);
  const { server } = useWords(tourWords);
  const cardRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  // Set when a send this page made succeeds: the thank-you then takes the focus.
  const justSent = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The pre-screen's health answers without their consent box ticked (issue 46): said at the box.
  const [consentError, setConsentError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(() => fromSearch(search.outcome, w));
  const id = useId();
  const headingId = `${id}-title`;
  const sending = outcome.kind === 'sending';
  const queryClient = useQueryClient();
  const slots = useTourSlots(useSiteSettings().tour_days.length > 0);
  // A booking refused by the caps (issue 41): the form asks for preferred times instead, the rest as typed.
  // A time another family booked a moment earlier (409): the next open times after it are offered.
  const [taken, setTaken] = useState<string | null>(null);
  const [bookingClosed, setBookingClosed] = useState(() => outcome.kind === 'failed' && search.bookingClosed);
  useContactArrival({ wantsTour: search.wantsTour, sent: search.outcome?.kind === 'sent', form: cardRef, thanks: thanksRef });

  // The thank-you appears below the Send button, often below the screen's edge: it is brought to
  // the middle of the screen and focused, so the visitor sees it and a keyboard or screen-reader
  // user continues from there, not from the top of the page.
  useEffect(() => {
    if (outcome.kind !== 'sent' || !justSent.current) return;
    justSent.current = false;
    thanksRef.current?.focus({ preventScroll: true });
    thanksRef.current?.scrollIntoView({ block: 'center' });
  }, [outcome]);

  // A tour link followed while already on this page (the banner below the form) picks the tour
  // topic. The field is the browser's, so it is set there, and only on such a change: what a
  // visitor chose before the app arrived is kept.
  const tourShown = useRef(search.wantsTour);
  useEffect(() => {
    if (search.wantsTour === tourShown.current) return;
    tourShown.current = search.wantsTour;
    const select = formRef.current?.elements.namedItem('serviceType');
    if (search.wantsTour && select instanceof HTMLSelectElement) select.value = TOUR_TYPE;
  }, [search.wantsTour]);

  const onChange = (event: ChangeEvent<Control>) => {
    const field = event.target.name as Field;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const control = (field: Field) => form.elements.namedItem(field) as Control;
    const found: Partial<Record<Field, string>> = {};
    for (const field of CONTACT_FIELDS) found[field] = fieldError(field, control(field), w.errors);
    setErrors(found);
    const request = valuesOf(form);
    // Nothing is cleared: the visitor ticks the box (or blanks the answers) and sends again.
    const withoutConsent = request.serviceType === TOUR_TYPE && consentMissing(request);
    setConsentError(withoutConsent ? w.errors.consent : undefined);
    const firstWrong = CONTACT_FIELDS.find((field) => found[field]);
    if (firstWrong || withoutConsent) {
      setOutcome({ kind: 'idle' });
      (firstWrong ? control(firstWrong) : (form.elements.namedItem(CONSENT_NAME) as HTMLInputElement)).focus();
      return;
    }

    setOutcome({ kind: 'sending' });
    setTaken(null);
    try {
      const sent = await submitContact(CONTACT_FORM_ACTION, request);
      justSent.current = true;
      setOutcome({ kind: 'sent', message: w.outcome.sent(sent.message), tour: tourOf(request, sent) });
      // The time booked is no longer open, for this visitor either.
      if (sent.tour) void queryClient.invalidateQueries({ queryKey: tourSlotsKeys.all });
      // Back to the fields as drawn (empty, with the page's topic).
      form.reset();
    } catch (error) {
      console.error('Contact form could not be sent:', error);
      // A field the server refused (a phone number it cannot read, say): its message under that
      // field, marked, and the focus there, as for the checks made before sending.
      // The consent the server asked for (issue 46): said at its box, everything typed kept.
      if (error instanceof ApiError && error.field === CONSENT_NAME && error.serverMessage) {
        setConsentError(server(error.serverMessage));
        setOutcome({ kind: 'idle' });
        (form.elements.namedItem(CONSENT_NAME) as HTMLInputElement).focus();
        return;
      }
      const refused = refusedField(error, server);
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        setOutcome({ kind: 'idle' });
        control(refused.field).focus();
        return;
      }
      setOutcome({ kind: 'failed', message: errorText(error, w, server) });
      // A time just taken (409): the list is read again, without it.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: tourSlotsKeys.all });
      if (error instanceof ApiError && error.serverMessage === MESSAGES.tourTaken) setTaken(readTourStart(form) ?? null);
      if (error instanceof ApiError && BOOKING_CLOSED_MESSAGES.includes(error.serverMessage ?? '')) setBookingClosed(true);
    }
  };

  const fieldProps = (field: Field) => ({ name: field, onChange, required: true, className: styles.control });

  return (
    <div ref={cardRef} id={CONTACT_FORM_ID} className={styles.card}>
      {/* The heading follows the topic by CSS (contact-form.css.ts), with and without JavaScript. */}
      <h3 id={headingId} className={styles.title}>
        <span className={styles.messageTitle}>{w.form.messageTitle}</span>
        <span className={styles.tourTitle}>{w.form.tourTitle}</span>
      </h3>
      <p className={styles.note}>{w.form.note}</p>
      {/* noValidate: the browser's checks still run (required, type=email), but we show them as
          plain sentences beside each field instead of a bubble that disappears. */}
      <form ref={formRef} method="post" action={PLAIN_POST_ACTION} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className={styles.form}>
        {language !== 'en' && <input type="hidden" name="language" value={language} />}
        <ContactField id={`${id}-first`} label={w.form.firstName} error={errors.firstName}>
          {(aria) => <input {...aria} {...fieldProps('firstName')} type="text" autoComplete="given-name" />}
        </ContactField>
        <ContactField id={`${id}-last`} label={w.form.lastName} error={errors.lastName}>
          {(aria) => <input {...aria} {...fieldProps('lastName')} type="text" autoComplete="family-name" />}
        </ContactField>
        <ContactField id={`${id}-email`} label={w.form.email} error={errors.email}>
          {(aria) => <input {...aria} {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} />}
        </ContactField>
        <ContactField id={`${id}-phone`} label={w.form.phone} error={errors.phone}>
          {(aria) => <input {...aria} {...fieldProps('phone')} type="tel" autoComplete="tel" />}
        </ContactField>
        <ContactField id={`${id}-type`} label={w.form.topic} error={errors.serviceType} wide>
          {(aria) => (
            <select {...aria} {...fieldProps('serviceType')} defaultValue={topic} autoComplete="off">
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {w.serviceTypes[type]}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <TourFields id={id} slots={bookingClosed ? null : slots} consentError={consentError} onConsentChange={() => setConsentError(undefined)} />
        <ContactField id={`${id}-message`} label={w.form.message} hint={w.form.messageHint} error={errors.message} wide>
          {(aria) => (
            <textarea {...aria} {...fieldProps('message')} rows={6} autoComplete="off" className={`${styles.control} ${styles.textarea}`} />
          )}
        </ContactField>

        <ContactField id={`${id}-heard`} label={w.form.heardFrom} wide>
          {(aria) => (
            <select {...aria} name="heard_from" defaultValue="" autoComplete="off" className={styles.control}>
              <option value="">{w.form.heardFromNone}</option>
              {HEARD_FROM.map((source) => (
                <option key={source} value={source}>
                  {w.heardFromChoices[source]}
                </option>
              ))}
            </select>
          )}
        </ContactField>

        <div className={styles.actions}>
          {slots && !bookingClosed && <ChosenTour form={formRef} timezone={slots.timezone} open={slots.records} taken={taken} />}
          <button type="submit" className={button({ size: 'lg' })} disabled={sending}>
            <Send size={20} aria-hidden="true" />
            {sending ? w.form.sending : w.form.send}
          </button>
          <p className={styles.privacy}>
            {w.form.privacy}
            <Link to="/privacy">{w.form.privacyPolicy}</Link>
            {w.form.and}{' '}
            <Link to="/consumer-health-data">{w.form.healthPolicy}</Link>.
          </p>
        </div>
      </form>
      <ContactOutcome outcome={outcome} sentRef={thanksRef} />
    </div>
  );
}
