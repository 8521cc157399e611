import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { PAYMENTS, SHOW, TIMEFRAMES, type InquiryFilters } from './inquiry-filters';
import * as styles from './inquiries.css';

/** Search, and the filters by status and by the tour details; each change narrows the list at once. */
export function InquiryToolbar({ filters, onChange }: { filters: InquiryFilters; onChange: (filters: InquiryFilters) => void }) {
  const set = <K extends keyof InquiryFilters>(key: K, value: InquiryFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className={form.label}>Search inquiries</span>
        <input className={form.control} type="search" placeholder="Search inquiries..." value={filters.term} onChange={(e) => set('term', e.target.value)} />
      </label>
      <div className={styles.filter}>
        <SelectField id="inquiry-show" label="Show" value={filters.show} options={SHOW} onChange={(e) => set('show', e.target.value as InquiryFilters['show'])} />
      </div>
      <div className={styles.filterMedium}>
        <SelectField
          id="inquiry-timeframe"
          label="Move-in timeframe"
          value={filters.timeframe}
          options={TIMEFRAMES}
          onChange={(e) => set('timeframe', e.target.value as InquiryFilters['timeframe'])}
        />
      </div>
      <div className={styles.filterWide}>
        <SelectField
          id="inquiry-payment"
          label="Payment source"
          value={filters.payment}
          options={PAYMENTS}
          onChange={(e) => set('payment', e.target.value as InquiryFilters['payment'])}
        />
      </div>
    </div>
  );
}
