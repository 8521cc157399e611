import type { Faq, FaqCategory, ItemStatus } from '../../../lib/types';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { CollectionFormDialog, TextField, type FormDialogProps } from '../collection/collection-dialog';
import { FAQ_CATEGORIES, FAQ_STATUSES, type FaqInput } from './faqs-api';

const EMPTY: FaqInput = { question: '', answer: '', category: 'general', status: 'active' };

/** The select offers only the contract's values; anything else keeps what was chosen. */
const oneOf = <T extends string>(options: readonly T[], value: string, current: T) => options.find((option) => option === value) ?? current;

/** Add or edit (prefilled) an FAQ. Question and answer carry `required`, but submission is not blocked (spec section 5). */
export function FaqFormDialog({ faq, ...dialog }: { faq?: Faq } & FormDialogProps<FaqInput>) {
  return (
    <CollectionFormDialog noun="FAQ" addTitle="Add New FAQ" item={faq} empty={() => EMPTY} type="faq" {...dialog}>
      {({ values, set }) => (
        <>
          <TextField id="faq-question" label="Question" value={values.question} onChange={(question) => set('question', question)} required translated="question" />
          <TextField id="faq-answer" label="Answer" value={values.answer} onChange={(answer) => set('answer', answer)} required rows={5} translated="answer" />
          <div className={form.row}>
            <SelectField
              id="faq-category"
              label="Category"
              value={values.category}
              options={FAQ_CATEGORIES}
              onChange={(e) => set('category', oneOf<FaqCategory>(FAQ_CATEGORIES, e.target.value, values.category))}
            />
            <SelectField id="faq-status" label="Status" value={values.status} options={FAQ_STATUSES} onChange={(e) => set('status', oneOf<ItemStatus>(FAQ_STATUSES, e.target.value, values.status))} />
          </div>
          {faq && <p className={form.hint}>Order: {faq.order_index}</p>}
        </>
      )}
    </CollectionFormDialog>
  );
}
