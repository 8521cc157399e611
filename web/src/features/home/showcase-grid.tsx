import { ShowcaseCard } from './showcase-card';
import type { ShowcaseItem, ShowcaseKind } from './showcase-items';
import * as styles from './showcase-carousel.css';

/** Fewer items than fill the view: shown still, as a grid (repeats would be plain to see). */
export function ShowcaseGrid({ items, kind }: { items: ShowcaseItem[]; kind: ShowcaseKind }) {
  return (
    <div className={styles.grid}>
      {items.map((item) => (
        <ShowcaseCard key={item.id} item={item} kind={kind} />
      ))}
    </div>
  );
}
