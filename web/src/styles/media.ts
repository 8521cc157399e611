/** Breakpoints, mobile first: styles for small screens, then these for wider ones. */
export const media = {
  sm: 'screen and (min-width: 600px)',
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
