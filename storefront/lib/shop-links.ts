// Where the shell's category entries lead (docs/product.md#app-shell): every entry searches by category name. The
// menu panel's departments and the home page's category banners live with the parts that draw them.

export const CATEGORY_BAR: readonly { name: string; entries: readonly string[] }[] = [
  { name: 'Clothing', entries: ["Men's Wear", "Women's Wear", "Kids' Wear", 'Funeral Clothing'] },
  { name: 'Musical Items', entries: ['Tabla', 'Dholak', 'Harmonium', 'Manjira', 'Baby Drum Set'] },
  {
    name: 'Puja Items',
    entries: [
      'Brass Items',
      'Marble Dust Idols',
      'Incense',
      'Flowers',
      'Eco-friendly Clay Murti',
      'Hawan Samgri',
      'Idol Books',
    ],
  },
  {
    name: 'Furniture',
    entries: [
      'Sofa / Couch Set',
      'Dining Table & Chairs',
      'Beds',
      'Dressing Table',
      'Almirah / Wardrobe',
      'Center Table',
      'Dividers',
      'Swing (Jhula)',
    ],
  },
  { name: 'Shoes', entries: ['Slippers', 'Shoes', 'Jutti'] },
];

/** A path segment for a search text; '/' in 'Sofa / Couch Set' must not split the path. */
const segment = (text: string) => encodeURIComponent(text.trim());

export const searchPath = (text: string) => `/search/${segment(text)}`;
export const categorySearchPath = (name: string) => `/csearch/${segment(name)}`;
export const productPath = (productNo: number) => `/productdetails/${productNo}`;
export const categoryPath = (categoryNo: number) => `/category/${categoryNo}`;
