// SVG drawing helpers shared by the product, site and video-poster images.
import { hashString } from './prng';

export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

/** Base hue per top-level category (degrees). */
const TOP_HUES: Record<string, number> = {
  electronics: 212,
  kitchen: 18,
  'health-beauty': 330,
  'home-decor': 275,
  appliances: 188,
  'tools-automobile': 42,
  'home-improvement': 105,
  clothing: 300,
  'musical-items': 4,
  'puja-items': 32,
  furniture: 24,
  shoes: 158,
};

/** A pleasant hue derived deterministically from the category (top level + a small shift per leaf). */
export function categoryHue(topSlug: string, leafSlug = topSlug): number {
  const base = TOP_HUES[topSlug] ?? hashString(topSlug) % 360;
  const shift = leafSlug === topSlug ? 0 : (hashString(leafSlug) % 25) - 12;
  return (base + shift + 360) % 360;
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap to at most maxLines lines of about maxChars characters; cut text ends with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
    if (!cur) cur = w;
    else if (`${cur} ${w}`.length <= maxChars) cur = `${cur} ${w}`;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  let out = lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  if (out.length > maxLines) {
    out = out.slice(0, maxLines);
    const last = out[maxLines - 1];
    out[maxLines - 1] = `${last.slice(0, maxChars - 1).replace(/[\s,;:-]+$/, '')}…`;
  }
  return out;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;

export { hsl };

/**
 * A simple line icon for a top-level category, drawn in a 200×200 box.
 * `ink` is the stroke colour, `fill` the body colour.
 */
export function categoryIcon(topSlug: string, ink: string, fill: string): string {
  const s = `stroke="${ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`;
  switch (topSlug) {
    case 'electronics':
      return `<rect x="20" y="30" width="160" height="105" rx="10" fill="${fill}" ${s}/><path d="M80 170 h40 M100 135 v35" fill="none" ${s}/><circle cx="100" cy="82" r="20" fill="none" ${s}/>`;
    case 'kitchen':
      return `<path d="M35 80 h130 v70 a20 20 0 0 1 -20 20 h-90 a20 20 0 0 1 -20 -20 z" fill="${fill}" ${s}/><path d="M35 95 h-22 M165 95 h22 M45 70 q55 -35 110 0 z M100 50 v-12" fill="none" ${s}/>`;
    case 'health-beauty':
      return `<rect x="60" y="70" width="80" height="110" rx="18" fill="${fill}" ${s}/><rect x="78" y="35" width="44" height="35" rx="6" fill="${fill}" ${s}/><path d="M100 100 c-14 18 -14 30 0 34 c14 -4 14 -16 0 -34 z" fill="${ink}"/>`;
    case 'home-decor':
      return `<path d="M75 25 h50 l-8 30 c40 20 45 90 15 120 h-64 c-30 -30 -25 -100 15 -120 z" fill="${fill}" ${s}/><path d="M65 110 q35 -18 70 0" fill="none" ${s}/>`;
    case 'appliances':
      return `<rect x="50" y="15" width="100" height="170" rx="12" fill="${fill}" ${s}/><path d="M50 75 h100 M70 35 v22 M70 95 v30" fill="none" ${s}/>`;
    case 'tools-automobile':
      return `<path d="M40 160 l70 -70" fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round"/><path d="M40 160 l70 -70" fill="none" stroke="${fill}" stroke-width="10" stroke-linecap="round"/><path d="M150 30 a40 40 0 1 0 20 50 l-25 -5 l-10 -20 z" fill="${fill}" ${s}/>`;
    case 'home-improvement':
      return `<rect x="30" y="35" width="120" height="50" rx="12" fill="${fill}" ${s}/><path d="M150 60 h22 v45 h-72 v25" fill="none" ${s}/><rect x="88" y="130" width="24" height="55" rx="6" fill="${ink}"/>`;
    case 'clothing':
      return `<path d="M70 25 l-50 30 l22 38 l20 -10 v95 h76 v-95 l20 10 l22 -38 l-50 -30 c-5 15 -15 22 -30 22 c-15 0 -25 -7 -30 -22 z" fill="${fill}" ${s}/>`;
    case 'musical-items':
      return `<path d="M30 65 q70 -30 140 0 v70 q-70 30 -140 0 z" fill="${fill}" ${s}/><ellipse cx="30" cy="100" rx="12" ry="35" fill="${fill}" ${s}/><ellipse cx="170" cy="100" rx="12" ry="35" fill="${fill}" ${s}/><path d="M60 58 l20 82 M100 52 v96 M140 58 l-20 82" fill="none" stroke="${ink}" stroke-width="5"/>`;
    case 'tabla':
      return `<path d="M20 95 h70 l-8 80 h-54 z" fill="${fill}" ${s}/><ellipse cx="55" cy="95" rx="35" ry="12" fill="${fill}" ${s}/><circle cx="55" cy="95" r="7" fill="${ink}"/><path d="M105 80 q40 -20 80 0 q10 50 -15 95 h-50 q-25 -45 -15 -95 z" fill="${fill}" ${s}/><ellipse cx="145" cy="80" rx="40" ry="13" fill="${fill}" ${s}/><circle cx="140" cy="80" r="8" fill="${ink}"/>`;
    case 'puja-items':
      return `<path d="M25 120 q75 75 150 0 z" fill="${fill}" ${s}/><path d="M150 120 l30 -12" fill="none" ${s}/><path d="M100 115 c-22 -25 -10 -55 0 -85 c10 30 22 60 0 85 z" fill="#ffb020" stroke="${ink}" stroke-width="5"/><path d="M100 110 c-8 -10 -4 -24 0 -34 c4 10 8 24 0 34 z" fill="#fff3b0"/>`;
    case 'furniture':
      return `<rect x="45" y="55" width="110" height="55" rx="14" fill="${fill}" ${s}/><rect x="20" y="85" width="35" height="60" rx="12" fill="${fill}" ${s}/><rect x="145" y="85" width="35" height="60" rx="12" fill="${fill}" ${s}/><path d="M55 110 h90 v35 h-90 z M35 145 v25 M165 145 v25" fill="${fill}" ${s}/>`;
    case 'shoes':
      return `<path d="M20 140 v-55 l40 -10 c10 25 40 30 60 30 c30 0 55 10 60 35 v15 h-160 z" fill="${fill}" ${s}/><path d="M20 140 h160 M70 90 l10 15 M90 95 l8 14" fill="none" ${s}/>`;
    default:
      return `<circle cx="100" cy="100" r="70" fill="${fill}" ${s}/>`;
  }
}

export function truckIcon(ink: string, fill: string): string {
  const s = `stroke="${ink}" stroke-width="8" stroke-linejoin="round"`;
  return `<rect x="10" y="50" width="110" height="85" rx="6" fill="${fill}" ${s}/><path d="M120 75 h40 l30 30 v30 h-70 z" fill="${fill}" ${s}/><circle cx="50" cy="145" r="17" fill="${ink}"/><circle cx="155" cy="145" r="17" fill="${ink}"/>`;
}

export function cashIcon(ink: string, fill: string): string {
  const s = `stroke="${ink}" stroke-width="8" stroke-linejoin="round"`;
  return `<rect x="15" y="50" width="170" height="100" rx="10" fill="${fill}" ${s}/><circle cx="100" cy="100" r="28" fill="none" ${s}/><text x="100" y="112" font-family="${FONT}" font-size="34" font-weight="700" text-anchor="middle" fill="${ink}">$</text>`;
}
