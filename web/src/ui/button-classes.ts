/** The class names of each of a button's looks (ui/button.css.ts makes them). */
export type ButtonLooks = {
  base: string;
  tone: Record<'primary' | 'accent' | 'outline' | 'light' | 'ghostOnDark', string>;
  size: Record<'md' | 'lg', string>;
};

export type ButtonLook = { tone?: keyof ButtonLooks['tone']; size?: keyof ButtonLooks['size'] };

/**
 * `button({ tone, size })`: the class names of a button of that look (a primary, medium one by
 * default). What @vanilla-extract/recipes did here, without its runtime for compound and boolean
 * variants, which no button uses: a kilobyte of the home page's first load (issue 42).
 */
export const buttonClasses =
  ({ base, tone, size }: ButtonLooks) =>
    ({ tone: toneName = 'primary', size: sizeName = 'md' }: ButtonLook = {}) =>
      `${base} ${tone[toneName]} ${size[sizeName]}`;
