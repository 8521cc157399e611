import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { INQUIRY_STATUS_WORDS } from '@afh/contract/inquiry-words';
import type { InquiryStatus } from './inquiries-api';
import { PAYMENTS, SHOW, TIMEFRAMES, type InquiryFilters } from './inquiry-filters';
import * as styles from './inquiries.css';

/** How many of the three filters are narrowing the list, for the phone's "Filters" button. */
const activeFilters = ({ show, timeframe, payment }: InquiryFilters) => [show, timeframe, payment].filter((value) => value !== 'all').length;

/**
 * Search, and the filters by status and by the tour details; each change narrows the list at once.
 * On a phone the three filters fold behind one "Filters" button (issue 32), so the list starts
 * near the top; on wider screens they stand beside the search. Without `onChange` (no list yet)
 * they are there but disabled.
 */
export function InquiryToolbar({ filters, onChange }: { filters: InquiryFilters; onChange?: (filters: InquiryFilters) => void }) {
  const set = <K extends keyof InquiryFilters>(key: K, value: InquiryFilters[K]) => onChange?.({ ...filters, [key]: value });
  const disabled = !onChange;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilters(filters);
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className={form.label}>Search inquiries</span>
        <input className={form.control} type="search" placeholder="Search inquiries..." value={filters.term} onChange={(e) => set('term', e.target.value)} disabled={disabled} />
      </label>
      <button
        type="button"
        className={`${button({ tone: 'outline' })} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {active ? `Filters (${active} on)` : 'Filters'}
      </button>
      <div id={panelId} className={open ? styles.filtersOpen : styles.filters}>
        <div className={styles.filter}>
          <SelectField
            id="inquiry-show"
            label="Show"
            value={filters.show}
            options={SHOW}
            optionLabel={(option) => (option === 'all' ? 'All' : INQUIRY_STATUS_WORDS[option as InquiryStatus])}
            onChange={(e) => set('show', e.target.value as InquiryFilters['show'])}
            disabled={disabled}
          />
        </div>
        <div className={styles.filterMedium}>
          <SelectField
            id="inquiry-timeframe"
            label="Move-in timeframe"
            value={filters.timeframe}
            options={TIMEFRAMES}
            onChange={(e) => set('timeframe', e.target.value as InquiryFilters['timeframe'])}
            disabled={disabled}
          />
        </div>
        <div className={styles.filterWide}>
          <SelectField
            id="inquiry-payment"
            label="Payment source"
            value={filters.payment}
            options={PAYMENTS}
            onChange={(e) => set('payment', e.target.value as InquiryFilters['payment'])}
            disabled={disabled}
          />
        </div>
      </div>
    </div>
  );
}
