import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/layout.css';

export const page = style({ paddingBlock: vars.space.section });

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});

export const toc = style([card, { background: vars.color.surfaceAlt, borderColor: 'transparent', boxShadow: 'none' }]);
export const tocTitle = style({ fontSize: vars.fontSize.h3 });
export const tocList = style({ margin: `${vars.space.md} 0 0`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
globalStyle(`${tocList} a`, { display: 'inline-block', paddingBlock: vars.space.xs, fontWeight: 600 });

export const article = style({ maxWidth: '46rem' });
export const stamp = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 700,
});
export const intro = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.lead });

// scrollMarginTop: links to #contact-form / #section stop below the sticky header (about 4.5rem).
export const section = style({ marginTop: vars.space.xxl, scrollMarginTop: '6rem' });
export const sectionTitle = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)', marginBottom: vars.space.md });
export const number = style({ color: vars.color.accent });

// Body copy of the sections: generous spacing, readable line length.
globalStyle(`${article} p + p, ${article} p + ul, ${article} ul + p, ${article} address`, { marginTop: vars.space.md });
globalStyle(`${article} ul`, { paddingLeft: vars.space.lg, margin: 0, display: 'grid', gap: vars.space.sm });
globalStyle(`${article} h3`, { fontSize: vars.fontSize.h3, marginTop: vars.space.lg, marginBottom: vars.space.sm });

export const contactCard = style([card, { fontStyle: 'normal', marginTop: vars.space.md, display: 'grid', gap: vars.space.xs }]);

// Over a translated policy (issue 47): that the English page governs, with its link.
export const translated = style({ marginBottom: vars.space.md, color: vars.color.textMuted });
