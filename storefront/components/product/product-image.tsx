import { type ImageFiles, mediaUrl, productSrcSet } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';

interface Props {
  image: ImageFiles;
  width: number;
  height: number;
  /** The rendered width in CSS pixels, for the browser's choice between the 320 and 800 files. */
  sizes: string;
  alt: string;
  /** Above the fold: load at once; the page's largest image also gets fetchpriority high. */
  priority?: 'lcp' | 'eager' | 'lazy';
  className?: string;
}

export function ProductImage({ image, width, height, sizes, alt, priority = 'lazy', className }: Props) {
  const { mediaBaseUrl } = useShopSettings();
  const src = mediaUrl(mediaBaseUrl, image.ImageFilePathThumbnail || image.ImageFilePath);
  if (!src) return <span className={`image-missing ${className ?? ''}`} role="img" aria-label={alt || 'No picture'} />;
  return (
    <img
      className={className}
      src={src}
      srcSet={productSrcSet(mediaBaseUrl, image)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
    />
  );
}
