// The Reports page's chart, laid out on the server (docs/decisions/0035): bars of paid sales per day,
// week or month as plain SVG shapes, so the browser runs no chart code. The page draws these shapes
// with a title and a description, and the same figures in a table below.
import { type Cents, formatTT } from '../../../shop-rules/money';

export const CHART_WIDTH = 720;
export const CHART_HEIGHT = 260;
const LEFT = 78;
const RIGHT = 10;
const TOP = 12;
const BOTTOM = 36;

export interface ChartPoint {
  bucket: string;
  sales: Cents;
}

/** A round step for the amount axis: 1, 2 or 5 times a power of ten, in whole dollars. */
function niceStep(maxCents: number, ticks: number): number {
  const raw = Math.max(1, Math.ceil(maxCents / 100 / ticks));
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return step * 100;
}

export function salesChart(points: ChartPoint[], words: { title: string; by: string }) {
  const max = Math.max(0, ...points.map((p) => p.sales));
  const step = niceStep(max, 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotW = CHART_WIDTH - LEFT - RIGHT;
  const plotH = CHART_HEIGHT - TOP - BOTTOM;
  const slot = plotW / Math.max(1, points.length);
  const barW = Math.max(1, Math.min(48, slot * 0.7));
  const y = (c: number) => TOP + plotH - (c / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  const best = points.reduce<ChartPoint | null>((b, p) => (b === null || p.sales > b.sales ? p : b), null);
  const total = points.reduce((sum, p) => sum + p.sales, 0);
  return {
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    title: words.title,
    desc:
      points.length === 0
        ? 'No days in this period.'
        : `Paid sales by ${words.by}, ${points.length} bars from ${points[0]!.bucket}: ${formatTT(total)} in all` +
          (best && best.sales > 0 ? `, the most ${formatTT(best.sales)} (${best.bucket}).` : ', none paid.') +
          ' The table below gives every figure.',
    axis: { x1: LEFT, x2: CHART_WIDTH - RIGHT, y: TOP + plotH },
    yTicks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({
      y: Math.round(y(i * step) * 10) / 10,
      label: formatTT(i * step).replace(/\.00$/, ''),
    })),
    bars: points.map((p, i) => {
      const h = (p.sales / top) * plotH;
      return {
        bucket: p.bucket,
        x: Math.round((LEFT + i * slot + (slot - barW) / 2) * 10) / 10,
        y: Math.round((TOP + plotH - h) * 10) / 10,
        width: Math.round(barW * 10) / 10,
        height: Math.round(h * 10) / 10,
        tip: `${p.bucket}: ${formatTT(p.sales)}`,
        label: i % labelEvery === 0 ? p.bucket.slice(5) : '',
        labelX: Math.round((LEFT + i * slot + slot / 2) * 10) / 10,
      };
    }),
  };
}

export type SalesChart = ReturnType<typeof salesChart>;
