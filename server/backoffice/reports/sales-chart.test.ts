import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, salesChart } from './sales-chart';

describe('the sales chart', () => {
  const chart = salesChart(
    [
      { bucket: '2026-11-01', sales: 0 },
      { bucket: '2026-11-02', sales: 1_250_00 },
      { bucket: '2026-11-03', sales: 500_00 },
    ],
    { title: 'Paid sales by day', by: 'day' },
  );

  it('draws one bar per bucket inside the picture, the tallest for the most', () => {
    expect(chart.bars).toHaveLength(3);
    for (const b of chart.bars) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(CHART_WIDTH);
      expect(b.y + b.height).toBeCloseTo(chart.axis.y, 0);
      expect(b.y).toBeGreaterThanOrEqual(0);
    }
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.bars[1]!.height).toBeGreaterThan(chart.bars[2]!.height);
    expect(chart.axis.y).toBeLessThan(CHART_HEIGHT);
  });

  it('has round amount ticks and says what it shows in words', () => {
    expect(chart.yTicks.map((t) => t.label)).toEqual(['TT$0', 'TT$500', 'TT$1,000', 'TT$1,500']);
    expect(chart.desc).toBe(
      'Paid sales by day, 3 bars from 2026-11-01: TT$1,750.00 in all, the most TT$1,250.00 (2026-11-02). The table below gives every figure.',
    );
  });

  it('copes with a period without sales', () => {
    const empty = salesChart([{ bucket: '2026-11-01', sales: 0 }], { title: 't', by: 'day' });
    expect(empty.bars[0]!.height).toBe(0);
    expect(empty.desc).toContain('none paid');
  });
});
