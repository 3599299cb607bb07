import { mediaUrl } from '../../lib/media';
import { ButtonForm, SaveButton } from '../shared/admin-form';

export interface ImageRow {
  imageNo: number;
  path: string;
  thumbnailPath: string;
}

/** The product's pictures, the first being the card's; each can be made first or removed. */
export function ProductImages({
  images,
  mediaBase,
  productName,
}: {
  images: ImageRow[];
  mediaBase: string;
  productName: string;
}) {
  if (images.length === 0) return <p>No pictures yet: the card shows a blank frame.</p>;
  return (
    <ul className="admin-images">
      {images.map((img, i) => (
        <li key={img.imageNo}>
          <img
            src={mediaUrl(mediaBase, img.thumbnailPath)}
            // biome-ignore lint/a11y/noRedundantAlt: "picture N" numbers the product's views; the name says what it shows.
            alt={`${productName}, picture ${i + 1}${i === 0 ? ' (shown first)' : ''}`}
            width={140}
            height={140}
          />
          <div className="admin-actions">
            {i > 0 ? (
              <ButtonForm id={`main-image-${img.imageNo}`} fields={{ imageNo: img.imageNo, intent: 'main-image' }}>
                {(busy) => (
                  <SaveButton
                    busy={busy}
                    className="admin-button admin-button--quiet"
                    aria-label={`Show picture ${i + 1} first`}
                  >
                    Show first
                  </SaveButton>
                )}
              </ButtonForm>
            ) : null}
            <ButtonForm id={`remove-image-${img.imageNo}`} fields={{ imageNo: img.imageNo, intent: 'remove-image' }}>
              {(busy) => (
                <SaveButton
                  busy={busy}
                  className="admin-button admin-button--quiet"
                  aria-label={`Remove picture ${i + 1}`}
                >
                  Remove
                </SaveButton>
              )}
            </ButtonForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
