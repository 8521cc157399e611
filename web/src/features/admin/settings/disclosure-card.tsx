import { FileText } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { Settings } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { CardOutcome, said } from './card-outcome';
import { SettingsCard } from './settings-card';
import { tooLarge, useDisclosure } from './disclosure-api';
import * as styles from './settings-page.css';

/**
 * The Disclosure of Services card (issue 33): what is on the site now (a link to the PDF), an
 * upload that replaces it, and Remove. The Costs and About pages link the PDF while one is set.
 * `settings` is the screen's read, undefined while it loads or when it failed.
 */
export function DisclosureCard({ settings }: { settings?: Settings }) {
  const save = useDisclosure();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const current = settings?.disclosure_url ?? '';

  const run = (file: File | null, message: string) => {
    setProblem('');
    setDone('');
    save.mutate(file, {
      onSuccess: () => {
        setDone(message);
        if (input.current) input.current.value = '';
      },
      onError: (error) => setProblem(said(error, file ? 'The PDF could not be uploaded.' : 'The PDF could not be removed.')),
    });
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem('Choose a PDF file first.');
    const size = tooLarge(file);
    if (size) return setProblem(size);
    run(file, 'The Disclosure of Services is on the site.');
  };

  return (
    <SettingsCard
      id="disclosure"
      title="Disclosure of Services"
      icon={FileText}
      intro="Your Disclosure of Services (DSHS form 10-508), as a PDF of at most 10 MB. The Costs and About pages link to it."
    >
      <div className={styles.stack}>
        {settings?.care_changed_at && (
          <p className={form.info} data-testid="disclosure-reminder">
            You changed the care you give on {new Date(settings.care_changed_at).toLocaleDateString('en-US', { dateStyle: 'long' })}. DSHS must get an updated Disclosure of
            Services 30 days before services change (WAC 388-76-10532). Upload the updated form here once it is ready.
          </p>
        )}
        <p className={current ? form.successBox : form.info}>
          {current ? (
            <>
              On the site now:{' '}
              <a href={current} target="_blank" rel="noopener">
                Disclosure of Services (PDF)
              </a>
            </>
          ) : (
            'Not on the site yet.'
          )}
        </p>
        <form className={styles.stack} onSubmit={upload} aria-label="Disclosure of Services">
          <div className={form.field}>
            <label className={form.label} htmlFor="disclosure-file">
              {current ? 'Replace with a new PDF' : 'PDF file'}
            </label>
            <input id="disclosure-file" ref={input} className={form.control} type="file" accept="application/pdf,.pdf" aria-describedby="disclosure-hint" />
            <p id="disclosure-hint" className={styles.hint}>
              Only PDF documents, up to 10 MB.
            </p>
          </div>
          <CardOutcome done={done} problem={problem} />
          <div className={styles.actionsRow}>
            <button type="submit" className={button({ tone: 'primary' })} disabled={save.isPending || !settings}>
              {save.isPending ? 'Saving...' : 'Upload PDF'}
            </button>
            {current && (
              <button type="button" className={button({ tone: 'outline' })} disabled={save.isPending} onClick={() => run(null, 'The Disclosure of Services was taken off the site.')}>
                Remove
              </button>
            )}
          </div>
        </form>
      </div>
    </SettingsCard>
  );
}
