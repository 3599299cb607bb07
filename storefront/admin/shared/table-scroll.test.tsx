import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardRow, TableScroll } from './table-scroll';

const rows = [
  { no: 1, name: 'Ann', total: 'TT$10.00' },
  { no: 2, name: 'Ben', total: 'TT$20.00' },
];

function List({ cards }: { cards?: boolean }) {
  return (
    <TableScroll label="List" cards={cards}>
      <table className="admin-table">
        <caption>Two</caption>
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label="Select all" />
            </th>
            <th scope="col">Customer</th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.no}>
              <td>
                <input type="checkbox" aria-label={`Select ${r.no}`} />
              </td>
              <td>{r.name}</td>
              <td data-label="Paid" className="num">
                {r.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

describe('a list as cards', () => {
  it("names each cell by its column's header, keeps a cell's own label and leaves a control's cell unnamed", () => {
    const html = renderToStaticMarkup(<List cards />);
    expect(html).toContain('class="admin-table admin-table--cards"');
    expect(html.match(/data-label="Customer">Ann</g)).toHaveLength(1);
    expect(html).toContain('data-label="Customer">Ben<');
    expect(html).toContain('data-label="Paid" class="num">TT$20.00<');
    expect(html).not.toContain('data-label="Total"');
    expect(html.match(/<td><input/g)).toHaveLength(2);
  });

  it('leaves the table as it is without cards', () => {
    const html = renderToStaticMarkup(<List />);
    expect(html).toContain('class="admin-table"');
    expect(html).not.toContain('data-label="Customer"');
  });

  it('names the cells of a row drawn by a part of its own (CardRow)', () => {
    function NameRow({ name, cardLabels }: { name: string; cardLabels?: string[] }) {
      return (
        <CardRow labels={cardLabels}>
          <td>{name}</td>
          <td>TT$1.00</td>
        </CardRow>
      );
    }
    const html = renderToStaticMarkup(
      <TableScroll label="Parts" cards>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            <NameRow name="Cara" />
          </tbody>
        </table>
      </TableScroll>,
    );
    expect(html).toContain('<td data-label="Customer">Cara</td><td data-label="Total">TT$1.00</td>');
  });
});
