import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import { EmptyState } from '../../../ui/states';
import * as page from '../admin-page.css';
import { screenStates } from '../screen-states';
import * as styles from './collection.css';
import type { Item } from './collection-api';
import { ConfirmDeleteDialog, type DeleteQuestion } from './confirm-delete-dialog';
import type { ScreenWords } from './use-collection-screen';

export type ScreenHeader = { title: string; subtitle: string; addLabel: string };

/**
 * A collection screen's frame: its title, what it is for, and the Add button; then the panel.
 * Without `onAdd` (while the list loads, or when it could not be read) the button is there but
 * disabled: the screen has nothing to add to yet.
 */
export function CollectionFrame({ header, onAdd, children }: { header: ScreenHeader; onAdd?: () => void; children: ReactNode }) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>{header.title}</h1>
          <p className={page.subtitle}>{header.subtitle}</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={onAdd} disabled={!onAdd}>
          <Plus size={20} aria-hidden="true" /> {header.addLabel}
        </button>
      </div>
      {children}
    </>
  );
}

/** The panel of a list, named by its heading ('Photos (4)'). */
export function CollectionPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={page.panel} aria-labelledby={id}>
      <h2 id={id} className={page.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The rows, or the spec's empty wording. Each row draws its own list item. */
export function CollectionItems<TItem extends Item>({ items, empty, children }: { items: TItem[]; empty: string; children: (item: TItem, index: number) => ReactNode }) {
  if (items.length === 0) return <EmptyState message={empty} />;
  return <ul className={styles.list}>{items.map(children)}</ul>;
}

type States = {
  header: ScreenHeader;
  /** The panel as it stands without a list, around the loading or error state. */
  panel: (state: ReactNode) => ReactNode;
  loading: string;
  loadFailed: string;
};

/** A collection screen's pending and error components (screen-states.tsx): its frame, with the Add button disabled. */
export const collectionStates = ({ header, panel, loading, loadFailed }: States) =>
  screenStates({ frame: (state) => <CollectionFrame header={header}>{panel(state)}</CollectionFrame>, loading, loadFailed });

/** What a list screen of the collection kit says: its frame, its list's heading, and its states. */
export type ListScreenWords<TItem> = ScreenWords<TItem> & {
  header: ScreenHeader;
  /** The list panel's heading: its id, and its words for a count ('Photos (4)'). */
  panel: { id: string; title: (count: number) => string };
  loading: string;
  empty: string;
};

/** A list screen's pending and error components: the panel says there are none yet. */
export function listScreenStates<TItem>({ header, panel, loading, loadFailed }: ListScreenWords<TItem>) {
  return collectionStates({ header, panel: (state) => <CollectionPanel id={panel.id} title={panel.title(0)}>{state}</CollectionPanel>, loading, loadFailed });
}

type ListScreenProps<TItem> = {
  words: ListScreenWords<TItem>;
  items: TItem[];
  onAdd: () => void;
  /** A line above the rows ('2 are waiting for approval.'). */
  above?: ReactNode;
  /** The open form, if any. */
  dialog: ReactNode;
  /** The question before a delete, while one is asked. */
  deleteQuestion: DeleteQuestion | null;
  children: (item: TItem, index: number) => ReactNode;
};

/** A list screen: the frame, the panel with its heading and rows (or the empty wording), the open form, and the question before a delete. */
export function ListScreen<TItem extends Item>({ words, items, onAdd, above, dialog, deleteQuestion, children }: ListScreenProps<TItem>) {
  return (
    <CollectionFrame header={words.header} onAdd={onAdd}>
      <CollectionPanel id={words.panel.id} title={words.panel.title(items.length)}>
        {above}
        <CollectionItems items={items} empty={words.empty}>
          {children}
        </CollectionItems>
      </CollectionPanel>
      {dialog}
      {deleteQuestion && <ConfirmDeleteDialog {...deleteQuestion} />}
    </CollectionFrame>
  );
}
