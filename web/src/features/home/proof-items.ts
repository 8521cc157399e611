import type { Testimonial } from '@afh/contract/records';
import type { GalleryPhoto, Settings, TeamMember } from '../../lib/types';
import { resolveImageUrl } from '../../lib/images';
import { monthlyPriceText, type PriceWords } from '../site/price-text';

/** How many of each the strip shows: a glance, not the sections further down. */
export const PROOF_PHOTOS = 2;
export const PROOF_FACES = 4;
/** A testimonial this short reads in a glance; a longer one is taken only when there is no short one. */
export const SHORT_QUOTE = 240;

export type Proof = {
  photos: GalleryPhoto[];
  faces: TeamMember[];
  /** 'From $6,500 a month' (in the page's language), or null without a starting price. */
  price: string | null;
  license: { number: string; lookupUrl: string } | null;
  testimonial: Testimonial | null;
};

/**
 * What the proof strip under the hero shows (issue 33, part 4): the first photos of the home, the
 * faces of the team members who have a photo, the starting price, the license number and one
 * testimonial, each only when the owner has filled it in. Lists come in the owner's order.
 */
export const proofOf = (settings: Pick<Settings, 'price_from' | 'license_number' | 'license_lookup_url'>, gallery: GalleryPhoto[], team: TeamMember[], testimonials: Testimonial[], priceWords?: PriceWords): Proof => ({
  photos: gallery.filter((photo) => resolveImageUrl(photo.image_url)).slice(0, PROOF_PHOTOS),
  faces: team.filter((member) => resolveImageUrl(member.photo_url)).slice(0, PROOF_FACES),
  price: monthlyPriceText(settings.price_from, null, priceWords),
  license: settings.license_number ? { number: settings.license_number, lookupUrl: settings.license_lookup_url } : null,
  testimonial: testimonials.find((said) => said.quote.length <= SHORT_QUOTE) ?? testimonials[0] ?? null,
});

/** Whether the strip has anything to show: a fresh site shows none of it rather than an empty band. */
export const hasProof = (proof: Proof) => proof.photos.length > 0 || proof.faces.length > 0 || !!proof.price || !!proof.license || !!proof.testimonial;
