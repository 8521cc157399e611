import { globalStyle } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The header is sticky: anchors and focused elements must not end up under it.
globalStyle('html', { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%', scrollPaddingTop: '7rem' });

// The visitor's text size (features/layout/text-size-control.tsx): every size of the site is in
// rem, so the root's font size scales the whole page, its spacing with its text.
globalStyle('html[data-text-size="large"]', { fontSize: '112.5%' });
globalStyle('html[data-text-size="larger"]', { fontSize: '125%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.65,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0, color: vars.color.text });
globalStyle('h1', { fontSize: vars.fontSize.h1 });
globalStyle('h2', { fontSize: vars.fontSize.h2 });
globalStyle('h3', { fontSize: vars.fontSize.h3 });
globalStyle('p', { margin: 0 });

// `hidden` must win over any component's display rule.
globalStyle('[hidden]', { display: 'none !important' });

globalStyle('a', { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' });

globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A focus ring everyone can see, for keyboard users only.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
