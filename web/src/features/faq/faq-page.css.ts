import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/layout.css';

export const introSection = style({ paddingBlock: vars.space.section });
export const intro = style({ maxWidth: '46rem', marginInline: 'auto', textAlign: 'center' });
export const lead = style({ marginTop: vars.space.md, fontSize: vars.fontSize.lead, color: vars.color.textMuted });

export const highlights = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.xxl} 0 0`,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const highlight = style([
  card,
  { textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm },
]);

export const highlightIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
});

export const highlightTitle = style({ fontSize: vars.fontSize.h3 });

export const mainBand = style({ paddingBlock: vars.space.section, background: vars.color.surfaceAlt });

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const listTitle = style({ marginBottom: vars.space.lg });

export const aside = style({ display: 'grid', gap: vars.space.lg });

export const sideCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);
export const sideCardAccent = style([sideCard, { background: vars.color.accentSoft, borderColor: 'transparent' }]);

export const sideIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brandStrong,
});

export const sideTitle = style({ fontSize: vars.fontSize.h3 });

export const sideActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Keeps a phone number on one line inside a button. */
export const nowrap = style({ whiteSpace: 'nowrap' });

// Button icons keep their size when a label is long on a narrow phone.
globalStyle(`${sideActions} svg`, { flexShrink: 0 });
