import type { Category } from '../../shop-rules/api/catalogue';
import type { CategoryIndex } from './category-index';

/** The ALL CATEGORIES tree and the category bar: every category, nested, in display order. */
export function categoryTreeOf(index: CategoryIndex): Category[] {
  return branch(index, null, new Set());
}

function branch(index: CategoryIndex, parentNo: number | null, seen: Set<number>): Category[] {
  return index.children(parentNo).flatMap((node) => {
    if (seen.has(node.categoryNo)) return [];
    seen.add(node.categoryNo);
    return [
      {
        ProductCategoryNo: node.categoryNo,
        ProductCategoryName: node.name,
        SubCategories: branch(index, node.categoryNo, seen),
      },
    ];
  });
}
