import type { SalesChart } from '../../../server/storefront-context';

/**
 * The chart the server laid out (server/backoffice/reports/sales-chart.ts), drawn as plain SVG: an image with
 * its title and description for screen readers; the table below it holds every figure.
 */
export function SalesChartFigure({ chart: c }: { chart: SalesChart }) {
  return (
    <figure className="admin-chart">
      <svg
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        viewBox={`0 0 ${c.width} ${c.height}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="sales-chart-title">{c.title}</title>
        <desc id="sales-chart-desc">{c.desc}</desc>
        {c.yTicks.map((t) => (
          <g key={t.y}>
            <line x1={c.axis.x1} x2={c.axis.x2} y1={t.y} y2={t.y} className="admin-chart-grid" />
            <text x={c.axis.x1 - 6} y={t.y + 4} textAnchor="end" className="admin-chart-label">
              {t.label}
            </text>
          </g>
        ))}
        {c.bars.map((b) => (
          <g key={b.bucket}>
            <rect x={b.x} y={b.y} width={b.width} height={b.height} className="admin-chart-bar">
              <title>{b.tip}</title>
            </rect>
            {b.label ? (
              <text x={b.labelX} y={c.axis.y + 16} textAnchor="middle" className="admin-chart-label">
                {b.label}
              </text>
            ) : null}
          </g>
        ))}
        <line x1={c.axis.x1} x2={c.axis.x2} y1={c.axis.y} y2={c.axis.y} className="admin-chart-axis" />
      </svg>
      <figcaption>{c.title}</figcaption>
    </figure>
  );
}
