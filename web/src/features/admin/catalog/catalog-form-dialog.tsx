import { useId, useState, type FormEvent } from 'react';
import type { ItemStatus } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { ImageUpload } from '../image-upload/image-upload';
import { Translated, TranslationsProvider } from '../translations/translated-field';
import { withOutgoing, type WithTranslations } from '../translations/translations';
import { useOfferedLanguages, useTranslationsState } from '../translations/use-translations';
import type { CatalogInput, CatalogItem } from './catalog-admin-api';
import * as styles from './catalog-admin.css';
import { translatableFields } from '@afh/contract/content-types';
import type { CatalogKind } from './catalog-kinds';
import { ChipInput } from './chip-input';

/** New-item defaults (spec section 3): empty texts and image, no entries, active, not featured. */
const EMPTY: CatalogInput = { title: '', description: '', image_url: '', alt: '', items: [], status: 'active', featured: false };

const initial = (item?: CatalogItem): CatalogInput =>
  item ? { title: item.title, description: item.description, image_url: item.image_url, alt: item.alt ?? '', items: item.items, status: item.status, featured: item.featured } : EMPTY;

/**
 * Add or edit a service or program. No required-field checks on the client (spec section 5):
 * the form is sent as it is, and the server's refusal raises the failure toast.
 */
export function CatalogFormDialog({
  kind,
  item,
  busy,
  onClose,
  onSubmit,
}: {
  kind: CatalogKind;
  item?: CatalogItem;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: CatalogInput & WithTranslations) => void;
}) {
  const id = useId();
  // Mounted fresh for each opening, so this initial state is also the reset.
  const [start] = useState<CatalogInput>(() => initial(item));
  const [values, setValues] = useState<CatalogInput>(start);
  const set = <K extends keyof CatalogInput>(key: K, value: CatalogInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const editing = Boolean(item);
  const tone = kind.listField === 'activities' ? 'green' : 'neutral';
  const languages = useOfferedLanguages();
  const translated = useTranslationsState(item?.translations);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One save, one call: the English and each offered language's whole translation together.
    onSubmit(withOutgoing(values, translated.translations, languages));
  };

  return (
    <Dialog open title={editing ? `Edit ${kind.noun}` : `Add New ${kind.noun}`} onClose={onClose} dirty={isChanged(start, values) || translated.dirty}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <TranslationsProvider languages={languages} fields={translatableFields(kind.target)} translations={translated.translations} onChange={translated.setTranslations}>
          <Translated field="title" label="Title">
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-title`}>
                Title
              </label>
              <input id={`${id}-title`} className={form.control} value={values.title} onChange={(e) => set('title', e.target.value)} />
            </div>
          </Translated>
          <Translated field="description" label="Description" rows={3}>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-description`}>
                Description
              </label>
              <textarea id={`${id}-description`} className={form.control} rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />
            </div>
          </Translated>
          <Translated field={kind.listField} label={kind.listLabel} list={{ itemName: kind.listItem, tone }}>
            <ChipInput label={kind.listLabel} itemName={kind.listItem} items={values.items} onChange={(items) => set('items', items)} tone={tone} />
          </Translated>
          <ImageUpload
            label={kind.imageLabel}
            value={values.image_url}
            onChange={(image) => set('image_url', image)}
            gallery={{
              context: `for the ${kind.noun.toLowerCase()}'s image`,
              // A photo from the Gallery brings its alt text along, unless the owner has typed one.
              onPick: (photo) => setValues((v) => ({ ...v, image_url: photo.image_url, alt: v.alt.trim() ? v.alt : photo.alt })),
            }}
          />
          <Translated field="alt" label="Alt text">
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-alt`}>
                Alt text
              </label>
              <input id={`${id}-alt`} className={form.control} value={values.alt} onChange={(e) => set('alt', e.target.value)} aria-describedby={`${id}-alt-hint`} />
              <p id={`${id}-alt-hint`} className={form.hint}>
                Describe the photo for people who cannot see it; leave empty if it only decorates, e.g. "A caregiver helping a resident in the garden".
              </p>
            </div>
          </Translated>
          <div className={form.row}>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-status`}>
                Status
              </label>
              <select id={`${id}-status`} className={form.control} value={values.status} onChange={(e) => set('status', e.target.value as ItemStatus)}>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </select>
            </div>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} style={{ width: '1.25rem', height: '1.25rem' }} />
              Featured
            </label>
          </div>
        </TranslationsProvider>
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {editing ? `Update ${kind.noun}` : `Create ${kind.noun}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
