import type { AdminTestimonial } from '@afh/contract/records';
import * as form from '../../../ui/form.css';
import * as styles from '../collection/collection.css';
import { CollectionFormDialog, TextField, type FormDialogProps } from '../collection/collection-dialog';
import type { TestimonialInput } from './testimonials-api';

/** This month as 'YYYY-MM', in the admin's own calendar: the usual month of words just received. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

const empty = (): TestimonialInput => ({ name: '', relationship: '', quote: '', date: thisMonth(), approved: false });

/** Add or edit (prefilled) the words of a family. New words wait for approval unless Approved is ticked. */
export function TestimonialFormDialog({ testimonial, ...dialog }: { testimonial?: AdminTestimonial } & FormDialogProps<TestimonialInput>) {
  return (
    <CollectionFormDialog noun="Testimonial" item={testimonial} empty={empty} type="testimonial" {...dialog}>
      {({ id, values, set }) => (
        <>
          <div className={form.row}>
            <TextField
              id={`${id}-name`}
              label="First name"
              value={values.name}
              onChange={(name) => set('name', name)}
              required
              autoComplete="off"
              hint="The first name only, for the family's privacy."
            />
            <TextField
              id={`${id}-relationship`}
              label="Relationship"
              value={values.relationship}
              onChange={(relationship) => set('relationship', relationship)}
              required
              translated="relationship"
              hint={'e.g. "daughter of a resident"'}
            />
          </div>
          <TextField id={`${id}-quote`} label="Their words" value={values.quote} onChange={(quote) => set('quote', quote)} required rows={5} translated="quote" />
          <div className={form.row}>
            <TextField
              id={`${id}-date`}
              label="Month"
              type="month"
              value={values.date}
              onChange={(date) => set('date', date)}
              required
              hint="When the family said it; the newest are shown first."
            />
            <label className={styles.checkbox}>
              <input type="checkbox" className={styles.checkboxInput} checked={values.approved} onChange={(e) => set('approved', e.target.checked)} />
              Approved (shown on the site)
            </label>
          </div>
        </>
      )}
    </CollectionFormDialog>
  );
}
