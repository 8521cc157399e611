import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminTestimonial } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { PAGE_TEXT } from '../../site/page-text';
import * as page from '../admin-page.css';
import { deleteWithUndo } from '../delete-with-undo';
import { failureText } from '../failure-text';
import * as styles from '../showcase/showcase.css';
import { adminTestimonialsQuery, useCreateTestimonial, useDeleteTestimonial, useRestoreTestimonial, useUpdateTestimonial, type TestimonialInput } from './testimonials-api';
import { TestimonialFormDialog } from './testimonial-form-dialog';
import { TestimonialRow } from './testimonial-row';

type Open = { kind: 'add' } | { kind: 'edit'; testimonial: AdminTestimonial } | null;

const LOAD_FAILED = 'Failed to load testimonials. Please try again.';

/** What Families Say (issue 19): words of families, shown on the site only once approved. */
export function TestimonialsPage() {
  const testimonials = useQuery(adminTestimonialsQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const restore = useRestoreTestimonial();
  const all = testimonials.data ?? [];

  useEffect(() => {
    if (testimonials.error) notifyError(LOAD_FAILED, testimonials.error);
  }, [testimonials.error]);

  const save = (values: TestimonialInput) => {
    if (open?.kind === 'edit') {
      update.mutate(
        { id: open.testimonial.id, ...values },
        { onSuccess: () => (close(), notifySuccess('Testimonial updated successfully.')), onError: (e) => notifyError(failureText('update testimonial', e), e) },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => (close(), notifySuccess('Testimonial created successfully.')),
        onError: (e) => notifyError(failureText('create testimonial', e), e),
      });
    }
  };

  /** The badge and button change at once; a refused change is put back. */
  const approve = (testimonial: AdminTestimonial, approved: boolean) =>
    update.mutate(
      { id: testimonial.id, approved },
      {
        onSuccess: () => notifySuccess(approved ? 'Testimonial approved: it is now shown on the site.' : 'Testimonial unapproved: it is no longer shown on the site.'),
        onError: (e) => notifyError(failureText(`${approved ? 'approve' : 'unapprove'} testimonial`, e), e),
      },
    );

  const confirmDelete = (testimonial: AdminTestimonial) => {
    if (!window.confirm('Are you sure you want to delete this testimonial?')) return;
    void deleteWithUndo({ noun: 'Testimonial', remove: () => remove.mutateAsync(testimonial.id), restore: () => restore.mutateAsync(testimonial.id) });
  };

  const waiting = all.filter((testimonial) => !testimonial.approved).length;

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>{PAGE_TEXT.adminTestimonials.title}</h1>
          <p className={page.subtitle}>{PAGE_TEXT.adminTestimonials.description}</p>
        </div>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => setOpen({ kind: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Add Testimonial
        </button>
      </div>
      <section className={page.panel} aria-labelledby="testimonials-list-title">
        <h2 id="testimonials-list-title" className={page.panelTitle}>
          Testimonials ({all.length})
        </h2>
        {waiting > 0 && <p className={styles.muted}>{waiting === 1 ? '1 is waiting for approval.' : `${waiting} are waiting for approval.`}</p>}
        {testimonials.isPending ? (
          <LoadingState label="Loading testimonials..." />
        ) : testimonials.isError && !testimonials.data ? (
          <ErrorState message={LOAD_FAILED} onRetry={() => void testimonials.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState message="No testimonials yet. Add the words of a family to get started." />
        ) : (
          <ul className={styles.list}>
            {all.map((testimonial) => (
              <TestimonialRow
                key={testimonial.id}
                testimonial={testimonial}
                onApprove={(approved) => approve(testimonial, approved)}
                onEdit={() => setOpen({ kind: 'edit', testimonial })}
                onDelete={() => confirmDelete(testimonial)}
              />
            ))}
          </ul>
        )}
      </section>
      {open && (
        <TestimonialFormDialog
          key={open.kind === 'edit' ? open.testimonial.id : 'new'}
          testimonial={open.kind === 'edit' ? open.testimonial : undefined}
          busy={create.isPending || update.isPending}
          onClose={close}
          onSubmit={save}
        />
      )}
    </>
  );
}
