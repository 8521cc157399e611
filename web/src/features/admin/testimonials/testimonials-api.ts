import type { AdminTestimonial, FormFields } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (testimonials/create); `date` is the month the words were given, 'YYYY-MM'. */
export type TestimonialInput = FormFields<'testimonials/create', 'name' | 'relationship' | 'quote' | 'date' | 'approved'>;

export const TESTIMONIALS: Collection = { folder: 'testimonials', publicList: homeLifeKeys.testimonials, noun: 'testimonial' };

/** Every testimonial, approved or waiting, newest month first. */
export const adminTestimonialsQuery = () => collectionQuery<AdminTestimonial>(TESTIMONIALS);
