import { queryOptions } from '@tanstack/react-query';
import type { AdminTestimonial } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { readShowcase, useShowcaseCreate, useShowcaseDelete, useShowcaseRestore, useShowcaseUpdate, type Showcase } from '../showcase/showcase-api';

/** `date` is the month the words were given, 'YYYY-MM'. */
export type TestimonialInput = Pick<AdminTestimonial, 'name' | 'relationship' | 'quote' | 'date' | 'approved'>;

export const testimonialAdminKeys = { all: ['admin', 'testimonials'] as const };

const TESTIMONIALS: Showcase = { folder: 'testimonials', list: testimonialAdminKeys.all, publicList: homeLifeKeys.testimonials, noun: 'testimonial' };

/** Every testimonial, approved or waiting, newest month first. */
export const adminTestimonialsQuery = () => queryOptions({ queryKey: testimonialAdminKeys.all, queryFn: () => readShowcase<AdminTestimonial>(TESTIMONIALS) });

export const useCreateTestimonial = () => useShowcaseCreate<TestimonialInput>(TESTIMONIALS);
/** An edit, or Approve / Unapprove alone (`{ id, approved }`): shown at once, put back if refused. */
export const useUpdateTestimonial = () => useShowcaseUpdate<AdminTestimonial, Partial<TestimonialInput>>(TESTIMONIALS);
export const useDeleteTestimonial = () => useShowcaseDelete<AdminTestimonial>(TESTIMONIALS);
export const useRestoreTestimonial = () => useShowcaseRestore(TESTIMONIALS);
