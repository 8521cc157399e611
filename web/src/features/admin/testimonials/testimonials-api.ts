import type { AdminTestimonial } from '@afh/contract/records';
import type { FormFields } from '../../../lib/types';
import { publicKey } from '../../site/query-keys';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (testimonials/create); `date` is the month the words were given, 'YYYY-MM'. */
export type TestimonialInput = FormFields<'testimonials/create', 'name' | 'relationship' | 'quote' | 'date' | 'approved'>;

export const TESTIMONIALS: Collection = { folder: 'testimonials', publicList: publicKey('testimonials'), noun: 'testimonial' };

/** Every testimonial, approved or waiting, newest month first. */
export const adminTestimonialsQuery = () => collectionQuery<AdminTestimonial>(TESTIMONIALS);
