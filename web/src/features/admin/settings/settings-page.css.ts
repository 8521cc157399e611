import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** A card reached by its hash stops below the admin's sticky header. */
export const card = style({ scrollMarginTop: '5rem' });
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const cardTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.h3, marginBottom: vars.space.md });
export const cardIcon = style({ color: vars.color.brand, flexShrink: 0 });
export const cardIntro = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space.sm})`, marginBottom: vars.space.md });
const columns = (min: string) => style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` });
/** Fields side by side as room allows: three short ones, pairs of longer ones, or four small ones. */
export const layouts = { thirds: columns('16rem'), pairs: columns('22rem'), quarters: columns('11rem') };
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const textarea = style({ resize: 'vertical', lineHeight: 1.5 });
export const saveButton = style({ minWidth: '10rem' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const switchLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, minHeight: vars.layout.tapTarget, cursor: 'pointer' });
export const switchInput = style({ width: '1.5rem', height: '1.5rem', accentColor: vars.color.brand, flexShrink: 0 });

/**
 * Stays at the bottom of the screen while anything is unsaved, above the cards. On a phone, while a
 * field has the focus (and the keyboard takes half the screen), it steps back to the end of the
 * form so that it never covers what is being typed (issue 32). A focused button (Save now itself)
 * does not move it, so a tap on it lands.
 */
export const saveBar = style({
  position: 'sticky',
  '@media': {
    'screen and (max-width: 599px)': { selectors: { [`${cards}:has(input:focus, textarea:focus, select:focus) &`]: { position: 'static' } } },
  },
  bottom: vars.space.md,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});
export const saveBarText = style({ margin: 0, fontWeight: 600 });

/** A group of checkboxes under its legend (the payment types). */
export const choices = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.layout.tapTarget, cursor: 'pointer' });

/** Buttons side by side, wrapping on a phone (the Disclosure card's Upload and Remove). */
export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The State Record card's reports: each a link, a note when old, and Remove, wrapping on a phone. */
export const reportList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const reportItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });

/** One slide of the Hero Photos card: its photo and alt text, framed apart from the next. */
export const heroSlide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
/** What each language offered gives a family (languages-card.tsx). */
export const reachLine = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.body, color: vars.color.text });
export const reach = style([reachLine, { paddingLeft: vars.space.md }]);
/** Thirteen languages: in columns where there is room. */
export const languageChoices = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))', columnGap: vars.space.md });
