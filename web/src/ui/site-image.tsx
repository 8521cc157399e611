import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageOrPlaceholder, PLACEHOLDER_IMAGE, type ImageKind } from '../lib/images';
import { uploadSrcSet } from '../lib/srcset';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** A stored image value (resolved by spec section 7's rules); none shows the placeholder. */
  value: string | null | undefined;
  kind?: ImageKind;
  alt: string;
  width: number;
  height: number;
  /** How wide the image shows (the `sizes` attribute), so the browser picks a fitting variant. */
  sizes: string;
  /**
   * The sizes the server stored of the picture (a record's own srcset, e.g. a team member's
   * `photo_srcset`); without it (or with ''), an upload gets its resized WebP variants.
   */
  srcSet?: string;
};

/**
 * An item image with its size set (nothing shifts), lazy by default, and the placeholder if it
 * fails. Uploads come at the width the layout shows them: in the sizes the record names (srcSet),
 * or else as resized WebP variants.
 */
export const SiteImage = ({ value, kind = 'service', alt, loading = 'lazy', sizes, srcSet: stored, ...rest }: Props) => {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-drawn image may fail before the app arrives, when no onError is listening yet: a
  // finished image with no pixels is a failed one, so it gets the placeholder too (no grey box).
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) setFailed(true);
  }, []);
  const src = failed ? PLACEHOLDER_IMAGE : imageOrPlaceholder(value, kind);
  const srcSet = failed ? undefined : stored || uploadSrcSet(src);
  return (
    <img
      {...rest}
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};
