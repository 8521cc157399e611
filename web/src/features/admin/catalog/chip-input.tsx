import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as styles from './catalog-admin.css';

/**
 * Features or activities: typed in a box, added by the Add button or Enter when not empty after
 * trimming (the box then clears), removed by position (spec section 4, Admin dialogs). Text still
 * in the box when its form is saved is added first: what was typed is never dropped (issue 32).
 */
export function ChipInput({
  label,
  itemName,
  items,
  onChange,
  tone,
  lang,
}: {
  label: string;
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  tone: 'neutral' | 'green';
  /** The language of what is typed, when it is not the page's (a translation's list, issue 47). */
  lang?: string;
}) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const add = useCallback(() => {
    const value = entry.trim();
    if (value) onChange([...items, value]);
    setEntry('');
  }, [entry, items, onChange]);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const owner = box.current?.form;
    if (!owner || !entry.trim()) return;
    const addPendingFirst = (event: SubmitEvent) => {
      // The box as it is now: once the chip is in, the save that follows passes through.
      if (!box.current?.value.trim()) return;
      // The save waits: the chip goes in, the form draws it, then the same save goes on with it
      // (once this submission is over: a form ignores requestSubmit while it fires one).
      event.preventDefault();
      event.stopImmediatePropagation();
      flushSync(add);
      const { submitter } = event;
      setTimeout(() => owner.requestSubmit(submitter), 0);
    };
    owner.addEventListener('submit', addPendingFirst, { capture: true });
    return () => owner.removeEventListener('submit', addPendingFirst, { capture: true });
  }, [entry, add]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.chipEntry}>
        <input ref={box} id={id} className={form.control} value={entry} onChange={(e) => setEntry(e.target.value)} onKeyDown={onKeyDown} placeholder={`Add ${itemName}...`} lang={lang} />
        <button type="button" className={button({ tone: 'outline' })} onClick={add}>
          Add
        </button>
      </div>
      {items.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className={styles.chip[tone]}>
              <span lang={lang}>{item}</span>
              <button type="button" className={styles.chipRemove} onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Remove ${item}`}>
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
