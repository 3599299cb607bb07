import { describe, expect, it } from 'vitest';
import { actionWord, fieldLines, recordWord } from './audit-words';

describe('the audit log in the owner’s words', () => {
  it('names records and actions in plain words', () => {
    expect(recordWord('design-section')).toBe('Design section');
    expect(recordWord('product')).toBe('Product');
    expect(actionWord('section.create')).toBe('Section added');
    expect(actionWord('category.remove')).toBe('Category removed');
    expect(actionWord('product.update')).toBe('Product changed');
    expect(actionWord('order.bulkStatus')).toBe('Order bulk status');
  });

  it('shows a record’s fields one a line, without codes or JSON braces', () => {
    expect(fieldLines({ pageNo: 2, sortOrder: 0, categoryNo: null, products: [4, 5], isActive: true })).toBe(
      'Page no: 2\nSort order: 0\nCategory no: (none)\nProducts: 4, 5\nIs active: yes',
    );
    expect(fieldLines(null)).toBe('');
  });
});
