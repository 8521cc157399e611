import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as styles from './catalog-admin.css';

/**
 * Features or activities: typed in a box, added by the Add button or Enter when not empty after
 * trimming (the box then clears), removed by position (spec section 4, Admin dialogs).
 */
export function ChipInput({ label, itemName, items, onChange, tone }: { label: string; itemName: string; items: string[]; onChange: (items: string[]) => void; tone: 'neutral' | 'green' }) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const add = () => {
    const value = entry.trim();
    if (value) onChange([...items, value]);
    setEntry('');
  };
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
        <input id={id} className={form.control} value={entry} onChange={(e) => setEntry(e.target.value)} onKeyDown={onKeyDown} placeholder={`Add ${itemName}...`} />
        <button type="button" className={button({ tone: 'outline' })} onClick={add}>
          Add
        </button>
      </div>
      {items.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className={styles.chip[tone]}>
              {item}
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
