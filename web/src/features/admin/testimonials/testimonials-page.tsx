import type { AdminTestimonial } from '@afh/contract/records';
import { notifyError, notifySuccess } from '../../../ui/toast';
import * as styles from '../collection/collection.css';
import { ListScreen, listScreenStates, type ListScreenWords } from '../collection/collection-screen';
import { useCollectionScreen } from '../collection/use-collection-screen';
import { failureText } from '../failure-text';
import { TESTIMONIALS, type TestimonialInput } from './testimonials-api';
import { TestimonialFormDialog } from './testimonial-form-dialog';
import { TestimonialRow } from './testimonial-row';

const WORDS: ListScreenWords<AdminTestimonial> = {
  header: { title: 'Testimonials', subtitle: 'The words of families, shown once approved.', addLabel: 'Add Testimonial' },
  panel: { id: 'testimonials-list-title', title: (count) => `Testimonials (${count})` },
  noun: 'Testimonial',
  loading: 'Loading testimonials...',
  loadFailed: 'Failed to load testimonials. Please try again.',
  empty: 'No testimonials yet. Add the words of a family to get started.',
  confirmDelete: () => 'Are you sure you want to delete this testimonial?',
  nameOf: (testimonial) => testimonial.name,
};

const states = listScreenStates(WORDS);
/** The route's pending and error components: the frame with the loading or error state. */
export const TestimonialsPending = states.Pending;
export const TestimonialsLoadFailed = states.Failed;

/** What Families Say (issue 19): words of families, shown on the site only once approved. */
export function TestimonialsPage() {
  const screen = useCollectionScreen<AdminTestimonial, TestimonialInput>(TESTIMONIALS, WORDS);
  const { update } = screen.writes;
  const waiting = screen.items.filter((testimonial) => !testimonial.approved).length;
  const dialog = screen.open && <TestimonialFormDialog key={screen.editing?.id ?? 'new'} testimonial={screen.editing} busy={screen.busy} onClose={screen.close} onSubmit={screen.save} />;

  /** The badge and button change at once; a refused change is put back. */
  const approve = (testimonial: AdminTestimonial, approved: boolean) =>
    update.mutate(
      { id: testimonial.id, approved },
      {
        onSuccess: () => notifySuccess(approved ? 'Testimonial approved: it is now shown on the site.' : 'Testimonial unapproved: it is no longer shown on the site.'),
        onError: (e) => notifyError(failureText(`${approved ? 'approve' : 'unapprove'} testimonial`, e), e),
      },
    );

  return (
    <ListScreen
      words={WORDS}
      items={screen.items}
      onAdd={screen.add}
      above={waiting > 0 && <p className={styles.muted}>{waiting === 1 ? '1 is waiting for approval.' : `${waiting} are waiting for approval.`}</p>}
      dialog={dialog}
      deleteQuestion={screen.deleteQuestion}
    >
      {(testimonial) => (
        <TestimonialRow
          key={testimonial.id}
          testimonial={testimonial}
          onApprove={(approved) => approve(testimonial, approved)}
          onEdit={() => screen.edit(testimonial)}
          onDelete={() => screen.confirmDelete(testimonial)}
        />
      )}
    </ListScreen>
  );
}
