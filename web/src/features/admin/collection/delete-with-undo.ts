import { notifyError, notifySuccess, notifyUndoable } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { deletedText, inSentence, named } from './delete-words';

type Steps = {
  /** 'Service', 'Program', 'FAQ', 'Inquiry': the toasts' first word. */
  noun: string;
  /** How the admin knows the item (a title, a question, a name), so the toast says which one went. */
  name: string;
  /** The delete; the list has already dropped the item (an optimistic write). */
  remove: () => Promise<unknown>;
  /** POST <plural>/restore.php; reloads the list when it succeeds. */
  restore: () => Promise<unknown>;
};

/**
 * A delete that can be taken back (issues 17 and 32). The item has left the list already; when the
 * server agrees, the toast says the spec's words and names what went ('FAQ deleted successfully.
 * “What is an adult family home?”') and
 * offers Undo, which restores it (so does Recently deleted, for TRASH_DAYS); when it refuses, the
 * item is back (the write rolled back) and the error toast says why. The steps are promises, not
 * per-call callbacks, so Undo still answers after the admin moved to another screen.
 */
export const deleteWithUndo = ({ noun, name, remove, restore }: Steps) =>
  remove().then(
    () =>
      notifyUndoable(deletedText(noun, name), () =>
        void restore().then(
          () => notifySuccess(`${named(noun, name)} restored.`),
          (error) => notifyError(failureText(`restore ${inSentence(noun)}`, error, [404]), error),
        ),
      ),
    (error) => void notifyError(failureText(`delete ${inSentence(noun)}`, error), error),
  );
