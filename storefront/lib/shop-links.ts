// Where the shell's category entries lead (spec point 2): every entry searches by category name.

export const CATEGORY_BAR: readonly { name: string; entries: readonly string[] }[] = [
  { name: 'Clothing', entries: ["Men's Wear", "Women's Wear", "Kids' Wear", 'Funeral Clothing'] },
  { name: 'Musical Items', entries: ['Tabla', 'Dholak', 'Harmonium', 'Manjira', 'Baby Drum Set'] },
  {
    name: 'Puja Items',
    entries: ['Brass Items', 'Marble Dust Idols', 'Incense', 'Flowers', 'Eco-friendly Clay Murti', 'Hawan Samgri', 'Idol Books'],
  },
  {
    name: 'Furniture',
    entries: ['Sofa / Couch Set', 'Dining Table & Chairs', 'Beds', 'Dressing Table', 'Almirah / Wardrobe', 'Center Table', 'Dividers', 'Swing (Jhula)'],
  },
  { name: 'Shoes', entries: ['Slippers', 'Shoes', 'Jutti'] },
];

/** The menu panel's department links: what each searches for, and its label. */
export const MENU_DEPARTMENTS: readonly { search: string; label: string }[] = [
  { search: 'Electronics', label: 'Electronics' },
  { search: 'Kitchen', label: 'Kitchen' },
  { search: 'Health & Beauty', label: 'Health & Beauty' },
  { search: 'Home & Decor', label: 'Home & Decor' },
  { search: 'Appliances', label: 'Appliances' },
  { search: 'Tools', label: 'Tools & Automobiles' },
];

/** The home page's category banners (media category-banners/{file}.webp, 600×300). */
export const CATEGORY_BANNERS: readonly { file: string; search: string; label: string }[] = [
  { file: 'electronics', search: 'Electronics', label: 'Electronics' },
  { file: 'kitchen', search: 'Kitchen', label: 'Kitchen' },
  { file: 'health', search: 'Health & Beauty', label: 'Health & Beauty' },
  { file: 'home-decor', search: 'Home & Decor', label: 'Home & Decor' },
  { file: 'tools-automobile', search: 'Tools & Automobile', label: 'Tools & Automobile' },
  { file: 'home-improvement', search: 'Home Improvement', label: 'Home Improvement' },
];

/** A path segment for a search text; '/' in 'Sofa / Couch Set' must not split the path. */
const segment = (text: string) => encodeURIComponent(text.trim());

export const searchPath = (text: string) => `/search/${segment(text)}`;
export const categorySearchPath = (name: string) => `/csearch/${segment(name)}`;
export const productPath = (productNo: number) => `/productdetails/${productNo}`;
export const categoryPath = (categoryNo: number) => `/category/${categoryNo}`;
