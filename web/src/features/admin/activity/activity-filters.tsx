import { useEffect, useId, useState } from 'react';
import { ACTIVITY_TARGETS } from '@afh/contract/content-types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { TARGET_NAMES } from './activity-format';
import { ACTOR_MAX, isFiltered, type ActivitySearch } from './activity-search';
import * as styles from './activity.css';

/** How long typing in "Who" pauses before the list is asked for again. */
const TYPING_MS = 300;

type Props = { search: ActivitySearch; onChange: (next: ActivitySearch) => void };

/**
 * Who, what, from and to. Each change asks the server again from the first page; "Who" waits for
 * a pause in typing. A list opened from a preview ("See all") is about one record, said above
 * the filters with a way back to all of that kind.
 */
export function ActivityFilters({ search, onChange }: Props) {
  const id = useId();
  const [who, setWho] = useState(search.actor ?? '');
  const set = (changes: Partial<ActivitySearch>) => onChange({ ...search, ...changes, page: undefined });

  useEffect(() => {
    const actor = who.trim() || undefined;
    if (actor === search.actor) return;
    const timer = setTimeout(() => onChange({ ...search, actor, page: undefined }), TYPING_MS);
    return () => clearTimeout(timer);
  }, [who, search, onChange]);

  const clear = () => {
    setWho('');
    onChange({});
  };

  return (
    <>
      {search.type && search.target_id !== undefined && (
        <p className={`${form.info} ${styles.scope}`}>
          <span>
            Showing the history of {TARGET_NAMES[search.type].one} #{search.target_id} only.
          </span>
          <button type="button" className={button({ tone: 'outline' })} onClick={() => set({ target_id: undefined })}>
            Show all {TARGET_NAMES[search.type].many}
          </button>
        </p>
      )}
      <div className={styles.filters} role="search" aria-label="Filter activity">
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-who`}>
            Who
          </label>
          <input id={`${id}-who`} className={form.control} type="search" placeholder="Name or email..." maxLength={ACTOR_MAX} value={who} onChange={(e) => setWho(e.target.value)} />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-what`}>
            What
          </label>
          <select
            id={`${id}-what`}
            className={form.control}
            value={search.type ?? ''}
            onChange={(e) => set({ type: ACTIVITY_TARGETS.find((target) => target === e.target.value), target_id: undefined })}
          >
            <option value="">Everything</option>
            {ACTIVITY_TARGETS.map((target) => (
              <option key={target} value={target}>
                {TARGET_NAMES[target].many}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-from`}>
            From
          </label>
          <input id={`${id}-from`} className={form.control} type="date" value={search.from ?? ''} max={search.to} onChange={(e) => set({ from: e.target.value || undefined })} />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-to`}>
            To
          </label>
          <input id={`${id}-to`} className={form.control} type="date" value={search.to ?? ''} min={search.from} onChange={(e) => set({ to: e.target.value || undefined })} />
        </div>
        {(isFiltered(search) || search.target_id !== undefined) && (
          <div className={styles.filterActions}>
            <button type="button" className={button({ tone: 'outline' })} onClick={clear}>
              Clear filters
            </button>
          </div>
        )}
      </div>
    </>
  );
}
