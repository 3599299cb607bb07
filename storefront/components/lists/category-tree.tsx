// ALL CATEGORIES: the whole tree, each category a link to its page; branches open and close, and
// the branch holding the current category starts open.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../shop-rules/api/catalogue';
import { categoryPath } from '../../lib/shop-links';
import { ChevronRight } from '../shell/icons';

export function CategoryTree({ tree, currentNo }: { tree: Category[]; currentNo?: number }) {
  return (
    <nav className="category-tree" aria-labelledby="all-categories">
      <h2 id="all-categories" className="aside-title">
        ALL CATEGORIES
      </h2>
      <Branch nodes={tree} currentNo={currentNo} />
    </nav>
  );
}

function Branch({ nodes, currentNo }: { nodes: Category[]; currentNo?: number }) {
  return (
    <ul>
      {nodes.map((node) => (
        <Node key={node.ProductCategoryNo} node={node} currentNo={currentNo} />
      ))}
    </ul>
  );
}

function holds(node: Category, no: number | undefined): boolean {
  return no !== undefined && (node.ProductCategoryNo === no || node.SubCategories.some((c) => holds(c, no)));
}

function Node({ node, currentNo }: { node: Category; currentNo?: number }) {
  const [open, setOpen] = useState(() => holds(node, currentNo));
  const hasChildren = node.SubCategories.length > 0;
  const current = node.ProductCategoryNo === currentNo;
  const listId = `category-tree-${node.ProductCategoryNo}`;
  return (
    <li>
      <div className="category-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="category-tree__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <ChevronRight aria-hidden="true" size={16} />
            <span className="visually-hidden">{node.ProductCategoryName} subcategories</span>
          </button>
        ) : (
          <span className="category-tree__spacer" />
        )}
        <Link to={categoryPath(node.ProductCategoryNo)} aria-current={current ? 'page' : undefined}>
          {node.ProductCategoryName}
        </Link>
      </div>
      {hasChildren ? (
        <div id={listId} hidden={!open}>
          <Branch nodes={node.SubCategories} currentNo={currentNo} />
        </div>
      ) : null}
    </li>
  );
}

/** The category with this number and the categories above it, top first. */
export function categoryTrail(tree: Category[], no: number): Category[] | null {
  for (const node of tree) {
    if (node.ProductCategoryNo === no) return [node];
    const below = categoryTrail(node.SubCategories, no);
    if (below) return [node, ...below];
  }
  return null;
}
