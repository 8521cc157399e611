// Two attributes React 18 does not know as props: it passes an unknown attribute through only
// when it is spelled in lower case and given a string.
declare module 'react' {
  interface HTMLAttributes<T> {
    inert?: '';
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}

/** The props that make an element (and everything in it) unreachable by focus, click and find. */
export const inertWhen = (inert: boolean) => (inert ? { inert: '' as const } : {});
