import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NetworkError } from '../../lib/api';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import * as styles from './catalog-grid.css';

type Props<T> = {
  /** 'services' or 'programs': the word in the state messages (spec sections 4 and 8). */
  noun: 'services' | 'programs';
  items: T[] | undefined;
  isPending: boolean;
  error: unknown;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
};

/** A public list in its four states: loading, error (red, Try Again), empty, loaded. */
export function CatalogGrid<T>({ noun, items, isPending, error, renderItem, itemKey }: Props<T>) {
  const w = useWords(catalogWords)[noun];
  if (isPending) return <LoadingState label={w.loading} />;
  // Items that did load stay visible when only a later refresh failed.
  if (!items) return <ErrorState message={w.loadError(error instanceof NetworkError)} />;
  if (items.length === 0) return <EmptyState message={w.empty} />;
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
