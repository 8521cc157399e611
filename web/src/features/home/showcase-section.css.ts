import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const footer = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

/** Phones: the plain list. Hidden (from assistive technology too) on wider screens. */
export const narrow = style({ '@media': { [media.md]: { display: 'none' } } });

/** Tablets and wider: the carousel. Hidden on phones, where its images are then never fetched. */
export const wide = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } });
