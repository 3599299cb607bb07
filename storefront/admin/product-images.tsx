import { Form } from 'react-router';
import { mediaUrl } from '../lib/media';
import { CsrfField } from './csrf-field';

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
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="imageNo" value={img.imageNo} />
                <button
                  type="submit"
                  name="intent"
                  value="main-image"
                  className="admin-button admin-button--quiet"
                  aria-label={`Show picture ${i + 1} first`}
                >
                  Show first
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="imageNo" value={img.imageNo} />
              <button
                type="submit"
                name="intent"
                value="remove-image"
                className="admin-button admin-button--quiet"
                aria-label={`Remove picture ${i + 1}`}
              >
                Remove
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
