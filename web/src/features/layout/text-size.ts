import type { TextSize } from '@afh/contract/site';

let drawnAt: TextSize = 'standard';

/** The server's renderer says which size it draws the page at, right before drawing it (renderToString runs at once). */
export const drawAtTextSize = (size: TextSize) => {
  drawnAt = size;
};

/**
 * The page's text size. In the browser it is what `<html data-text-size>` says: the server set it
 * from the visitor's cookie, and a tap on the header's buttons changes it (src/app-start.ts, which
 * owns the taps): read on each draw, the buttons' state is never the app's own copy of it.
 */
export const currentTextSize = (): string => (typeof document === 'undefined' ? drawnAt : (document.documentElement.dataset.textSize ?? 'standard'));
