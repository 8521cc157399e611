import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card as cardBase } from '../../ui/layout.css';

export const section = style({ paddingBlock: vars.space.section });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style([cardBase, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);
/** The price spans the row: it is what families came to read. */
export const priceCard = style([card, { borderTop: `4px solid ${vars.color.accent}`, '@media': { [media.md]: { gridColumn: '1 / -1' } } }]);
export const icon = style({ display: 'grid', placeItems: 'center', width: '3.5rem', height: '3.5rem', borderRadius: '50%', background: vars.color.brandSoft, color: vars.color.brand });
export const cardTitle = style({ fontSize: vars.fontSize.h3 });
export const price = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.h2, fontWeight: 700, lineHeight: 1.2, color: vars.color.brandStrong });
export const note = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' });
/** The Medicaid policy keeps the owner's paragraphs, at the body's size and colour. */
export const policy = style({ margin: 0, whiteSpace: 'pre-line' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const listItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const listIcon = style({ color: vars.color.brand, flexShrink: 0, marginTop: '0.15em' });
globalStyle(`${priceCard} a`, { fontWeight: 700 });

/* Call to action: the About page's closing card, in the same brand colours. */
export const cta = style({ paddingBottom: vars.space.section });
export const ctaCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
});
export const ctaTitle = style({ color: vars.color.onBrand });
export const ctaText = style({ fontSize: vars.fontSize.lead, maxWidth: '42rem' });
// Stacked, equal-width buttons on phones; side by side from tablets up.
export const ctaActions = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '22rem',
  gap: vars.space.md,
  marginTop: vars.space.sm,
  '@media': { [media.sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', width: 'auto', maxWidth: 'none' } },
});
globalStyle(`${ctaActions} svg`, { flexShrink: 0 });

/** Keeps a phone number on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
