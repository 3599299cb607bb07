// The category bar (docs/product.md#app-shell): five departments, each a list of category searches. The
// shell draws it (storefront/components/shell/category-bar.tsx) and the demo catalogue's tree is built with
// exactly these departments and subcategories (seed/categories.ts).
export interface CategoryBarDepartment {
  name: string;
  entries: readonly string[];
}

export const CATEGORY_BAR: readonly CategoryBarDepartment[] = [
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
