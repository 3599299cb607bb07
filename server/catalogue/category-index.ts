// The category tree held in memory, read with the standing data (server/catalogue/standing-data.ts).
// Categories are few (tens, at most a few thousand), so holding them all is cheaper and clearer than
// recursive SQL in every query.

export interface CategoryNode {
  categoryNo: number;
  parentNo: number | null;
  name: string;
  sortOrder: number;
}

export class CategoryIndex {
  private readonly byNo = new Map<number, CategoryNode>();
  private readonly childrenByParent = new Map<number | null, CategoryNode[]>();

  constructor(readonly nodes: CategoryNode[]) {
    for (const node of nodes) this.byNo.set(node.categoryNo, node);
    for (const node of nodes) {
      // A parent that no longer exists makes its children top-level rather than unreachable.
      const parent = node.parentNo !== null && this.byNo.has(node.parentNo) ? node.parentNo : null;
      const siblings = this.childrenByParent.get(parent) ?? [];
      siblings.push(node);
      this.childrenByParent.set(parent, siblings);
    }
  }

  get(categoryNo: number): CategoryNode | undefined {
    return this.byNo.get(categoryNo);
  }

  /** Direct children in display order; null gives the top level. */
  children(categoryNo: number | null): CategoryNode[] {
    return this.childrenByParent.get(categoryNo) ?? [];
  }

  /** The category and everything below it. */
  withDescendants(categoryNo: number): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    const walk = (no: number) => {
      if (seen.has(no)) return; // guards against a cycle typed in by hand
      seen.add(no);
      out.push(no);
      for (const child of this.children(no)) walk(child.categoryNo);
    };
    if (this.byNo.has(categoryNo)) walk(categoryNo);
    return out;
  }

  /** The top-level category above this one (itself when it is top-level). */
  topOf(categoryNo: number): number {
    let node = this.byNo.get(categoryNo);
    const seen = new Set<number>();
    while (node && node.parentNo !== null && this.byNo.has(node.parentNo) && !seen.has(node.categoryNo)) {
      seen.add(node.categoryNo);
      node = this.byNo.get(node.parentNo);
    }
    return node?.categoryNo ?? categoryNo;
  }
}
