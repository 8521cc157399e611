import { useId, useState, type FormEvent } from 'react';
import type { AdminTestimonial } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import * as styles from '../showcase/showcase.css';
import type { TestimonialInput } from './testimonials-api';

/** This month as 'YYYY-MM', in the admin's own calendar: the usual month of words just received. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

const initial = (testimonial?: AdminTestimonial): TestimonialInput =>
  testimonial
    ? { name: testimonial.name, relationship: testimonial.relationship, quote: testimonial.quote, date: testimonial.date, approved: testimonial.approved }
    : { name: '', relationship: '', quote: '', date: thisMonth(), approved: false };

/**
 * Add or edit (prefilled) the words of a family. New words wait for approval unless Approved is
 * ticked. Required fields are refused by the server, whose message the page's error toast shows
 * (as on the other screens).
 */
export function TestimonialFormDialog({
  testimonial,
  busy,
  onClose,
  onSubmit,
}: {
  testimonial?: AdminTestimonial;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: TestimonialInput) => void;
}) {
  const id = useId();
  const [start] = useState<TestimonialInput>(() => initial(testimonial));
  const [values, setValues] = useState<TestimonialInput>(start);
  const set = <K extends keyof TestimonialInput>(key: K, value: TestimonialInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Dialog open title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'} onClose={onClose} dirty={isChanged(start, values)}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-name`}>
              First name
            </label>
            <input id={`${id}-name`} className={form.control} value={values.name} onChange={(e) => set('name', e.target.value)} required autoComplete="off" aria-describedby={`${id}-name-hint`} />
            <p id={`${id}-name-hint`} className={form.hint}>
              The first name only, for the family&apos;s privacy.
            </p>
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-relationship`}>
              Relationship
            </label>
            <input
              id={`${id}-relationship`}
              className={form.control}
              value={values.relationship}
              onChange={(e) => set('relationship', e.target.value)}
              required
              aria-describedby={`${id}-relationship-hint`}
            />
            <p id={`${id}-relationship-hint`} className={form.hint}>
              e.g. &quot;daughter of a resident&quot;
            </p>
          </div>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-quote`}>
            Their words
          </label>
          <textarea id={`${id}-quote`} className={form.control} rows={5} value={values.quote} onChange={(e) => set('quote', e.target.value)} required />
        </div>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-date`}>
              Month
            </label>
            <input id={`${id}-date`} type="month" className={form.control} value={values.date} onChange={(e) => set('date', e.target.value)} required aria-describedby={`${id}-date-hint`} />
            <p id={`${id}-date-hint`} className={form.hint}>
              When the family said it; the newest are shown first.
            </p>
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" className={styles.checkboxInput} checked={values.approved} onChange={(e) => set('approved', e.target.checked)} />
            Approved (shown on the site)
          </label>
        </div>
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {testimonial ? 'Update Testimonial' : 'Create Testimonial'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
