import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/layout.css';

export { srOnly } from '../../ui/layout.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

export const detailsCard = style([
  card,
  { background: vars.color.brandSoft, borderColor: 'transparent', '@media': { [media.md]: { padding: vars.space.xl } } },
]);

export const cardTitle = style({ fontSize: vars.fontSize.h3 });

export const details = style({ display: 'grid', gap: vars.space.lg, margin: `${vars.space.lg} 0 0` });

export const detail = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr',
  columnGap: vars.space.md,
  alignItems: 'start',
});

export const detailIcon = style({
  gridColumn: 1,
  gridRow: 'span 4',
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const detailLabel = style({ fontWeight: 700, gridColumn: 2 });

export const phone = style({ fontSize: vars.fontSize.lead, fontWeight: 600, display: 'inline-block', paddingBlock: vars.space.xs });
export const email = style({ overflowWrap: 'anywhere', display: 'inline-block', paddingBlock: vars.space.xs });

globalStyle(`${details} dd`, { margin: 0, gridColumn: 2 });
