// Two attributes React 18 does not know as props: it passes an unknown attribute through only
// when it is spelled in lower case and given a string.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    inert?: '';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}

/** The props that make an element (and everything in it) unreachable by focus, click and find. */
export const inertWhen = (inert: boolean) => (inert ? { inert: '' as const } : {});
