import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/layout.css';

export { eyebrow } from '../../ui/layout.css';

export const section = style({ paddingBlock: vars.space.section });

/* Intro */
export const introGrid = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const introText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const lead = style({ fontSize: vars.fontSize.lead });
export const introImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  background: vars.color.surfaceAlt,
});
export const trust = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
globalStyle(`${trust} li`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 600,
});

/* Mission, vision, promise and values */
const iconCircle = style({ display: 'grid', placeItems: 'center', width: '3.5rem', height: '3.5rem', borderRadius: '50%', flexShrink: 0 });
export const iconBadge = style([iconCircle, { background: vars.color.brand, color: vars.color.onBrand }]);
export const iconBadgeAccent = style([iconCircle, { background: vars.color.accentSoft, color: vars.color.accent }]);

export const threeUp = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const statement = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

export const values = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const value = style([
  card,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, borderTop: `4px solid ${vars.color.accent}` },
]);

/* Impact numbers */
export const impact = style({ background: vars.color.brandStrong, color: vars.color.onBrand, paddingBlock: vars.space.section });
export const impactTitle = style({ color: vars.color.onBrand, textAlign: 'center', marginBottom: vars.space.xxl });
export const stats = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const stat = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space.xs });
export const statValue = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  fontWeight: 700,
  lineHeight: 1.1,
  color: vars.color.highlight,
});
export const statLabel = style({ fontWeight: 700, fontSize: vars.fontSize.lead });
export const statNote = style({ margin: 0, opacity: 0.92 });

/* Why choose us */
export const reasons = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const reason = style([card, { display: 'flex', gap: vars.space.md, alignItems: 'flex-start' }]);
export const reasonIcon = style([iconCircle, { width: '3rem', height: '3rem', background: vars.color.brandSoft, color: vars.color.brand }]);
export const reasonTitle = style({ marginBottom: vars.space.xs });

/* Call to action */
export const cta = style({ paddingBlock: vars.space.section });
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
export const ctaEmail = style({ overflowWrap: 'break-word' });
globalStyle(`${ctaEmail} a`, { color: vars.color.onBrand, fontWeight: 600 });

/** Keeps a phone number on one line inside a button. */
export const nowrap = style({ whiteSpace: 'nowrap' });

// Button icons keep their size when a label is long on a narrow phone.
globalStyle(`${ctaActions} svg`, { flexShrink: 0 });

/** The State Record section (issue 46): a short column of links, each with its icon. */
export const stateRecord = style({ maxWidth: '48rem', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const recordTitle = style({ fontSize: vars.fontSize.h3, margin: `${vars.space.md} 0 0` });
export const recordLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${recordLinks} > li`, { display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minHeight: vars.layout.tapTarget });
globalStyle(`${recordLinks} svg`, { flexShrink: 0, color: vars.color.brand, marginTop: '0.15rem' });
