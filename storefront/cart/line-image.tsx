import { mediaUrl } from '../lib/media';
import { useShopSettings } from '../lib/settings';
import type { CartLine } from './cart-types';

/** A cart line's thumbnail; decorative, since the product name sits beside it. */
export function LineImage({
  line,
  size = 64,
}: {
  line: Pick<CartLine, 'Thumbnail' | 'ImageFilePathThumbnail' | 'ImageFilePath'>;
  size?: number;
}) {
  const { mediaBaseUrl } = useShopSettings();
  const file = line.Thumbnail || line.ImageFilePathThumbnail || line.ImageFilePath;
  if (!file)
    return <span className="line-image line-image--none" style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      className="line-image"
      src={mediaUrl(mediaBaseUrl, file)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
