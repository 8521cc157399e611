import { notifyError, notifySuccess, notifyUndoable } from '../../../ui/toast';
import { failureText } from '../failure-text';

type Steps = {
  /** 'Service', 'Program', 'FAQ', 'Inquiry': the toasts' first word. */
  noun: string;
  /** The delete; the list has already dropped the item (an optimistic write). */
  remove: () => Promise<unknown>;
  /** POST <plural>/restore.php; reloads the list when it succeeds. */
  restore: () => Promise<unknown>;
};

/** The noun as it reads inside a sentence ('FAQ' stays as it is). */
export const inSentence = (noun: string) => (noun === noun.toUpperCase() ? noun : noun.toLowerCase());

/**
 * A delete that can be taken back (issue 17). The item has left the list already; when the server
 * agrees, the spec's success toast offers Undo for 10 seconds, which restores it; when it refuses,
 * the item is back (the write rolled back) and the error toast says why. The steps are promises,
 * not per-call callbacks, so Undo still answers after the admin moved to another screen.
 */
export const deleteWithUndo = ({ noun, remove, restore }: Steps) =>
  remove().then(
    () =>
      notifyUndoable(`${noun} deleted successfully.`, () =>
        void restore().then(
          () => notifySuccess(`${noun} restored.`),
          (error) => notifyError(failureText(`restore ${inSentence(noun)}`, error, [404]), error),
        ),
      ),
    (error) => void notifyError(failureText(`delete ${inSentence(noun)}`, error), error),
  );
