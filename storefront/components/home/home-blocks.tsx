// The home page's blocks below the products: 'Browse our Categories' with the six banners, and 'why
// buy from us?'.
import { Link } from 'react-router';
import { BROWSE_CATEGORIES, WHY_BUY_FROM_US } from '../../../shop-rules/messages/shop';
import { mediaUrl } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';
import { categorySearchPath } from '../../lib/shop-links';

/** The home page's category banners (media category-banners/{file}.webp, 600×300). */
const CATEGORY_BANNERS: readonly { file: string; search: string; label: string }[] = [
  { file: 'electronics', search: 'Electronics', label: 'Electronics' },
  { file: 'kitchen', search: 'Kitchen', label: 'Kitchen' },
  { file: 'health', search: 'Health & Beauty', label: 'Health & Beauty' },
  { file: 'home-decor', search: 'Home & Decor', label: 'Home & Decor' },
  { file: 'tools-automobile', search: 'Tools & Automobile', label: 'Tools & Automobile' },
  { file: 'home-improvement', search: 'Home Improvement', label: 'Home Improvement' },
];

export function HomeBlocks() {
  return (
    <>
      <BrowseCategories />
      <WhyBuyFromUs />
    </>
  );
}

function BrowseCategories() {
  const { mediaBaseUrl } = useShopSettings();
  return (
    <section aria-labelledby="browse-categories" className="home-block">
      <h2 id="browse-categories">{BROWSE_CATEGORIES}</h2>
      <ul className="category-banners">
        {CATEGORY_BANNERS.map((c) => (
          <li key={c.file}>
            <Link to={categorySearchPath(c.search)}>
              <img
                src={mediaUrl(mediaBaseUrl, `category-banners/${c.file}.webp`)}
                width={600}
                height={300}
                alt={c.label}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyBuyFromUs() {
  const { mediaBaseUrl } = useShopSettings();
  const tiles = [
    { file: 'why-buy/1.webp', alt: 'Island-wide delivery: Trinidad and Tobago, to your door' },
    { file: 'why-buy/2.webp', alt: 'Pay cash on delivery, or by bank transfer or card' },
  ];
  return (
    <section aria-labelledby="why-buy" className="home-block">
      <h2 id="why-buy">{WHY_BUY_FROM_US}</h2>
      <ul className="why-buy">
        {tiles.map((t) => (
          <li key={t.file}>
            <img
              src={mediaUrl(mediaBaseUrl, t.file)}
              width={600}
              height={300}
              alt={t.alt}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
