import { useState, type FormEvent } from 'react';
import type { Faq } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { FAQ_CATEGORIES, FAQ_STATUSES, type FaqInput } from './faqs-api';

const EMPTY: FaqInput = { question: '', answer: '', category: 'general', status: 'active' };

/**
 * Add or edit (prefilled) an FAQ. Mounted fresh for each opening, so cancel or close resets it.
 * Question and answer carry `required`, but submission is not blocked (spec section 5): the server
 * refuses empty ones and the page shows the failure toast.
 */
export function FaqFormDialog({
  faq,
  busy,
  onClose,
  onSubmit,
}: {
  faq?: Faq;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: FaqInput) => void;
}) {
  const [start] = useState<FaqInput>(faq ? { question: faq.question, answer: faq.answer, category: faq.category, status: faq.status } : EMPTY);
  const [values, setValues] = useState<FaqInput>(start);
  const set = (name: keyof FaqInput) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Dialog open title={faq ? 'Edit FAQ' : 'Add New FAQ'} onClose={onClose} dirty={isChanged(start, values)}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor="faq-question">
            Question
          </label>
          <input id="faq-question" className={form.control} value={values.question} onChange={set('question')} required />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="faq-answer">
            Answer
          </label>
          <textarea id="faq-answer" className={form.control} rows={5} value={values.answer} onChange={set('answer')} required />
        </div>
        <div className={form.row}>
          <SelectField id="faq-category" label="Category" value={values.category} options={FAQ_CATEGORIES} onChange={set('category')} />
          <SelectField id="faq-status" label="Status" value={values.status} options={FAQ_STATUSES} onChange={set('status')} />
        </div>
        {faq && <p className={form.hint}>Order: {faq.order_index}</p>}
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {faq ? 'Update FAQ' : 'Create FAQ'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
