import { useState, type ImgHTMLAttributes } from 'react';
import { imageOrPlaceholder, PLACEHOLDER_IMAGE, type ImageKind } from '../lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A stored image value (resolved by spec section 7's rules); none shows the placeholder. */
  value: string | null | undefined;
  kind?: ImageKind;
  alt: string;
  width: number;
  height: number;
};

/** An item image with its size set (nothing shifts), lazy by default, and the placeholder if it fails. */
export const SiteImage = ({ value, kind = 'service', alt, loading = 'lazy', ...rest }: Props) => {
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_IMAGE : imageOrPlaceholder(value, kind);
  return <img {...rest} src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailed(true)} />;
};
