// One flat drawing per product kind for the demo pictures (docs/product.md, "Demo catalogue pictures").
// A product's kind comes from words in its name through the explicit list below, never from a hash,
// so a solar light is drawn as a solar lamp and a tabla as a drum pair. Drawings sit in a 200×200 box.

export interface PictureKind {
  kind: string;
  /** Whole words or phrases of a product name that mean this kind (lower case). */
  words: string[];
  draw: (ink: string, fill: string, accent: string) => string;
}

const st = (ink: string, w = 8) => `stroke="${ink}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

// Order matters: the first kind with a word in the name wins (e.g. "blood pressure monitor" before "monitor").
export const PICTURE_KINDS: PictureKind[] = [
  {
    kind: 'pressure cooker',
    words: ['pressure cooker', 'instant pot', 'rice cooker'],
    draw: (i, f, a) =>
      `<path d="M40 85 h120 v70 a20 20 0 0 1 -20 20 h-80 a20 20 0 0 1 -20 -20 z" fill="${f}" ${st(i)}/><path d="M35 85 q65 -40 130 0 z" fill="${a}" ${st(i)}/><path d="M100 60 v-22 M160 80 h32" fill="none" ${st(i)}/><circle cx="100" cy="34" r="8" fill="${i}"/>`,
  },
  {
    kind: 'blood pressure monitor',
    words: ['blood pressure monitor'],
    draw: (i, f, a) =>
      `<rect x="30" y="40" width="90" height="120" rx="16" fill="${f}" ${st(i)}/><rect x="45" y="58" width="60" height="40" rx="4" fill="${a}" ${st(i, 5)}/><circle cx="75" cy="128" r="12" fill="${i}"/><path d="M120 100 c40 0 30 60 60 60" fill="none" ${st(i)}/><rect x="150" y="140" width="40" height="45" rx="8" fill="${a}" ${st(i)}/>`,
  },
  {
    kind: 'phone',
    words: ['phone', 'redmi', 'galaxy a55', 'moto g', 'screen protector'],
    draw: (i, f, a) =>
      `<rect x="60" y="15" width="80" height="170" rx="14" fill="${f}" ${st(i)}/><rect x="72" y="35" width="56" height="120" rx="4" fill="${a}"/><circle cx="100" cy="170" r="6" fill="${i}"/>`,
  },
  {
    kind: 'tablet',
    words: ['ipad', 'tab a9+'],
    draw: (i, f, a) =>
      `<rect x="25" y="30" width="150" height="140" rx="14" fill="${f}" ${st(i)}/><rect x="38" y="43" width="124" height="104" rx="4" fill="${a}"/><circle cx="100" cy="159" r="5" fill="${i}"/>`,
  },
  {
    kind: 'generator',
    words: ['generator'],
    draw: (i, f, a) =>
      `<path d="M25 60 h150 v100 h-150 z" fill="none" ${st(i)}/><rect x="40" y="75" width="80" height="70" rx="8" fill="${f}" ${st(i)}/><rect x="125" y="90" width="40" height="55" rx="6" fill="${a}" ${st(i, 6)}/><path d="M55 95 h50 M55 110 h50 M55 125 h50" stroke="${i}" stroke-width="5"/><circle cx="45" cy="172" r="14" fill="${i}"/><circle cx="155" cy="172" r="14" fill="${i}"/>`,
  },
  {
    kind: 'tv',
    words: ['tv', 'ips monitor'],
    draw: (i, f, a) =>
      `<rect x="15" y="30" width="170" height="110" rx="8" fill="${f}" ${st(i)}/><rect x="28" y="43" width="144" height="84" fill="${a}"/><path d="M70 172 h60 M100 140 v32" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'laptop',
    words: ['laptop', 'ideapad', 'macbook'],
    draw: (i, f, a) =>
      `<rect x="40" y="40" width="120" height="85" rx="6" fill="${f}" ${st(i)}/><rect x="52" y="52" width="96" height="61" fill="${a}"/><path d="M20 140 h160 l-12 20 h-136 z" fill="${f}" ${st(i)}/>`,
  },
  {
    kind: 'printer',
    words: ['printer'],
    draw: (i, f, a) =>
      `<rect x="60" y="25" width="80" height="50" fill="#ffffff" ${st(i)}/><rect x="20" y="70" width="160" height="70" rx="10" fill="${f}" ${st(i)}/><rect x="55" y="125" width="90" height="55" fill="#ffffff" ${st(i)}/><circle cx="155" cy="95" r="7" fill="${a}"/>`,
  },
  {
    kind: 'speaker',
    words: ['speaker', 'soundbar'],
    draw: (i, f, a) =>
      `<rect x="50" y="20" width="100" height="160" rx="22" fill="${f}" ${st(i)}/><circle cx="100" cy="70" r="22" fill="${a}" ${st(i, 6)}/><circle cx="100" cy="130" r="30" fill="${a}" ${st(i, 6)}/><circle cx="100" cy="130" r="9" fill="${i}"/>`,
  },
  {
    kind: 'headphones',
    words: ['headphones', 'earbuds'],
    draw: (i, f, a) =>
      `<path d="M40 120 v-25 a60 60 0 0 1 120 0 v25" fill="none" ${st(i, 12)}/><rect x="25" y="105" width="38" height="65" rx="14" fill="${f}" ${st(i)}/><rect x="137" y="105" width="38" height="65" rx="14" fill="${f}" ${st(i)}/><circle cx="44" cy="137" r="8" fill="${a}"/><circle cx="156" cy="137" r="8" fill="${a}"/>`,
  },
  {
    kind: 'keyboard',
    words: ['keyboard & mouse'],
    draw: (i, f, a) =>
      `<rect x="10" y="70" width="140" height="70" rx="8" fill="${f}" ${st(i)}/><path d="M28 90 h104 M28 106 h104 M50 122 h60" fill="none" stroke="${a}" stroke-width="8" stroke-dasharray="8 6"/><rect x="158" y="85" width="34" height="50" rx="17" fill="${f}" ${st(i)}/>`,
  },
  {
    kind: 'plug',
    words: ['charger', 'surge protector', 'plug', 'extension cord'],
    draw: (i, f, a) =>
      `<rect x="55" y="60" width="90" height="80" rx="14" fill="${f}" ${st(i)}/><path d="M80 60 v-35 M120 60 v-35" fill="none" ${st(i, 10)}/><path d="M100 140 v20 q0 25 40 25 h40" fill="none" ${st(i)}/><circle cx="100" cy="100" r="10" fill="${a}"/>`,
  },
  {
    kind: 'flash drive',
    words: ['flash drive'],
    draw: (i, f, a) =>
      `<rect x="60" y="70" width="80" height="115" rx="12" fill="${f}" ${st(i)}/><rect x="75" y="20" width="50" height="50" fill="#e8e8e8" ${st(i)}/><rect x="85" y="35" width="10" height="10" fill="${i}"/><rect x="105" y="35" width="10" height="10" fill="${i}"/><circle cx="100" cy="150" r="9" fill="${a}"/>`,
  },
  {
    kind: 'battery',
    words: ['battery', 'jump starter'],
    draw: (i, f, a) =>
      `<rect x="25" y="55" width="150" height="110" rx="12" fill="${f}" ${st(i)}/><rect x="45" y="38" width="30" height="17" fill="${i}"/><rect x="125" y="38" width="30" height="17" fill="${i}"/><path d="M108 75 l-25 40 h22 l-10 35 l30 -45 h-22 z" fill="${a}" ${st(i, 4)}/>`,
  },
  {
    kind: 'tawa',
    words: ['tawa'],
    draw: (i, f, a) =>
      `<ellipse cx="85" cy="110" rx="70" ry="40" fill="${f}" ${st(i)}/><ellipse cx="85" cy="104" rx="55" ry="28" fill="${a}"/><path d="M152 100 l40 -20" fill="none" ${st(i, 12)}/>`,
  },
  {
    kind: 'pan',
    words: ['frying pan', 'kadai', 'karahi', 'handi', 'griddle'],
    draw: (i, f, a) =>
      `<path d="M20 95 h120 a60 40 0 0 1 -120 0 z" fill="${f}" ${st(i)}/><ellipse cx="80" cy="95" rx="60" ry="14" fill="${a}" ${st(i, 6)}/><path d="M140 92 l50 -18" fill="none" ${st(i, 14)}/>`,
  },
  {
    kind: 'plant',
    words: ['tulsi plant', 'seedling'],
    draw: (i, f, a) =>
      `<path d="M55 120 h90 l-12 65 h-66 z" fill="#c4693a" ${st(i)}/><path d="M60 140 h80" stroke="${f}" stroke-width="8"/><path d="M100 120 v-60" fill="none" ${st(i, 6)}/><path d="M100 80 q-45 -10 -50 -45 q45 0 50 45 z M100 65 q40 -10 45 -45 q-40 0 -45 45 z" fill="${a}" ${st(i, 5)}/><path d="M100 100 q30 0 40 -20 q-30 -5 -40 20 z" fill="${a}" ${st(i, 5)}/>`,
  },
  {
    kind: 'pot',
    words: ['pot', 'pot set'],
    draw: (i, f, a) =>
      `<path d="M40 80 h120 v70 a25 25 0 0 1 -25 25 h-70 a25 25 0 0 1 -25 -25 z" fill="${f}" ${st(i)}/><path d="M40 95 h-25 M160 95 h25" fill="none" ${st(i, 10)}/><path d="M34 80 q66 -35 132 0 z" fill="${a}" ${st(i)}/><circle cx="100" cy="52" r="8" fill="${i}"/>`,
  },
  {
    kind: 'rolling pin',
    words: ['belna', 'roti-making set'],
    draw: (i, f, a) =>
      `<ellipse cx="100" cy="140" rx="80" ry="30" fill="${a}" ${st(i)}/><path d="M40 60 l120 40" fill="none" stroke="${i}" stroke-width="30" stroke-linecap="round"/><path d="M40 60 l120 40" fill="none" stroke="${f}" stroke-width="16" stroke-linecap="round"/>`,
  },
  {
    kind: 'spatula',
    words: ['dabla', 'roti turner'],
    draw: (i, f, a) =>
      `<path d="M100 115 v70" fill="none" ${st(i, 12)}/><rect x="60" y="20" width="80" height="95" rx="10" fill="${f}" ${st(i)}/><path d="M80 40 v55 M100 40 v55 M120 40 v55" fill="none" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'blender',
    words: ['blender', 'chopper', 'mixer grinder'],
    draw: (i, f, a) =>
      `<path d="M60 25 h80 l-10 110 h-60 z" fill="${a}" fill-opacity="0.7" ${st(i)}/><rect x="55" y="135" width="90" height="50" rx="8" fill="${f}" ${st(i)}/><path d="M140 45 h20 v50 h-25" fill="none" ${st(i)}/><circle cx="100" cy="160" r="8" fill="${i}"/>`,
  },
  {
    kind: 'knife',
    words: ['knife', 'cutlass'],
    draw: (i, f, a) =>
      `<path d="M20 150 l110 -110 c20 10 25 30 10 50 l-70 70 z" fill="#e9eef2" ${st(i)}/><path d="M60 160 l-30 30" fill="none" stroke="${i}" stroke-width="22" stroke-linecap="round"/><path d="M60 160 l-30 30" fill="none" stroke="${f}" stroke-width="10" stroke-linecap="round"/><circle cx="160" cy="40" r="10" fill="${a}"/>`,
  },
  {
    kind: 'mortar',
    words: ['mortar'],
    draw: (i, f, a) =>
      `<path d="M20 95 h160 q-10 80 -80 80 q-70 0 -80 -80 z" fill="${f}" ${st(i)}/><ellipse cx="100" cy="95" rx="80" ry="16" fill="${a}" ${st(i, 6)}/><path d="M120 90 l45 -65" fill="none" ${st(i, 14)}/>`,
  },
  {
    kind: 'bowl',
    words: ['bowl', 'thali', 'masala dabba', 'spice box'],
    draw: (i, f, a) =>
      `<path d="M15 90 h170 q-10 85 -85 85 q-75 0 -85 -85 z" fill="${f}" ${st(i)}/><ellipse cx="100" cy="90" rx="85" ry="18" fill="${a}" ${st(i, 6)}/><path d="M35 125 q65 25 130 0" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="10 8"/>`,
  },
  {
    kind: 'jar',
    words: [
      'jar',
      'tupperware',
      'tiffin',
      'storage bin',
      'chyawanprash',
      'ubtan',
      'powder',
      'churna',
      'tablets',
      'paste wax',
      'samagri',
      'camphor',
      'ghee',
    ],
    draw: (i, f, a) =>
      `<rect x="50" y="60" width="100" height="120" rx="18" fill="${f}" ${st(i)}/><rect x="45" y="30" width="110" height="30" rx="8" fill="${a}" ${st(i)}/><rect x="65" y="100" width="70" height="45" rx="6" fill="#ffffff" fill-opacity="0.8"/>`,
  },
  {
    kind: 'flask',
    words: ['flask'],
    draw: (i, f, a) =>
      `<rect x="60" y="50" width="80" height="135" rx="20" fill="${f}" ${st(i)}/><rect x="70" y="20" width="60" height="30" rx="6" fill="${a}" ${st(i)}/><path d="M60 90 h80 M60 150 h80" fill="none" ${st(i, 5)}/>`,
  },
  {
    kind: 'perfume',
    words: ['attar', 'eau de toilette', 'deodorant'],
    draw: (i, f, a) =>
      `<rect x="45" y="80" width="110" height="100" rx="16" fill="${f}" fill-opacity="0.85" ${st(i)}/><rect x="85" y="50" width="30" height="30" fill="${a}" ${st(i, 6)}/><rect x="75" y="25" width="50" height="25" rx="6" fill="${i}"/><ellipse cx="100" cy="130" rx="25" ry="20" fill="#ffffff" fill-opacity="0.6"/>`,
  },
  {
    kind: 'bottle',
    words: [
      'cream',
      'cleanser',
      'sunscreen',
      'face wash',
      'lotion',
      'gel',
      'oil',
      'shampoo',
      'protectant',
      'car wash',
      'cement',
    ],
    draw: (i, f, a) =>
      `<path d="M60 70 q0 -15 15 -15 h50 q15 0 15 15 v100 q0 12 -12 12 h-56 q-12 0 -12 -12 z" fill="${f}" ${st(i)}/><rect x="82" y="22" width="36" height="33" rx="5" fill="${a}" ${st(i)}/><rect x="70" y="95" width="60" height="50" rx="6" fill="#ffffff" fill-opacity="0.8"/>`,
  },
  {
    kind: 'hair dryer',
    words: ['hair dryer', 'hair straightener'],
    draw: (i, f, a) =>
      `<path d="M30 50 h100 a40 40 0 0 1 0 80 h-100 z" fill="${f}" ${st(i)}/><rect x="80" y="120" width="34" height="65" rx="10" fill="${f}" ${st(i)}/><circle cx="130" cy="90" r="18" fill="${a}" ${st(i, 6)}/><path d="M10 65 v50" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'shaver',
    words: ['shaver', 'trimmer'],
    draw: (i, f, a) =>
      `<path d="M70 70 h60 l-8 110 h-44 z" fill="${f}" ${st(i)}/><rect x="60" y="25" width="80" height="45" rx="12" fill="${a}" ${st(i)}/><path d="M72 40 h56 M72 55 h56" fill="none" ${st(i, 4)}/><circle cx="100" cy="110" r="8" fill="${i}"/>`,
  },
  {
    kind: 'toothbrush',
    words: ['toothbrush'],
    draw: (i, f, a) =>
      `<rect x="80" y="75" width="40" height="110" rx="18" fill="${f}" ${st(i)}/><rect x="92" y="30" width="16" height="45" fill="${f}" ${st(i, 6)}/><rect x="86" y="12" width="28" height="26" rx="6" fill="${a}" ${st(i, 5)}/><circle cx="100" cy="110" r="7" fill="${i}"/>`,
  },
  {
    kind: 'wall art',
    words: ['wall art', 'canvas print', 'wall hanging', 'toran'],
    draw: (i, f, a) =>
      `<rect x="20" y="30" width="160" height="130" fill="${a}" ${st(i, 10)}/><circle cx="140" cy="65" r="14" fill="#ffd34d"/><path d="M30 150 l50 -60 l35 35 l20 -20 l40 45 z" fill="${f}"/>`,
  },
  {
    kind: 'clock',
    words: ['clock'],
    draw: (i, f, a) =>
      `<circle cx="100" cy="100" r="80" fill="${f}" ${st(i)}/><circle cx="100" cy="100" r="64" fill="#ffffff"/><path d="M100 100 v-45 M100 100 l32 18" fill="none" ${st(i)}/><circle cx="100" cy="100" r="6" fill="${a}"/>`,
  },
  {
    kind: 'solar lamp',
    words: ['solar'],
    draw: (i, f, a) =>
      `<path d="M55 40 l45 -20 l45 20 z" fill="#2f4a7a" ${st(i, 6)}/><path d="M66 36 l68 0" stroke="#9fc3ff" stroke-width="3"/><rect x="70" y="40" width="60" height="50" rx="6" fill="#fff3a8" ${st(i, 6)}/><path d="M70 90 h60 l-10 12 h-40 z" fill="${f}" ${st(i, 6)}/><path d="M100 102 v65" fill="none" ${st(i, 10)}/><path d="M100 167 l-10 22 h20 z" fill="${i}"/><path d="M40 65 h-18 M160 65 h18 M50 30 l-12 -10 M150 30 l12 -10" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/><path d="M30 190 h140" stroke="${f}" stroke-width="8" stroke-linecap="round"/>`,
  },
  {
    kind: 'light bulb',
    words: ['string lights', 'bulbs', 'flood light'],
    draw: (i, f, a) =>
      `<path d="M100 20 a55 55 0 0 1 30 100 v20 h-60 v-20 a55 55 0 0 1 30 -100 z" fill="#fff3a8" ${st(i)}/><rect x="70" y="140" width="60" height="30" rx="4" fill="${f}" ${st(i)}/><path d="M85 185 h30" fill="none" ${st(i)}/><path d="M85 105 l15 -20 l15 20" fill="none" stroke="${a}" stroke-width="5"/>`,
  },
  {
    kind: 'hanging lamp',
    words: ['chandelier', 'pendant lamp'],
    draw: (i, f, a) =>
      `<path d="M100 10 v50" fill="none" ${st(i, 6)}/><path d="M100 60 l-70 80 h140 z" fill="${f}" ${st(i)}/><ellipse cx="100" cy="150" rx="22" ry="14" fill="#fff3a8" ${st(i, 5)}/><path d="M55 110 h90" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'curtains',
    words: ['curtains'],
    draw: (i, f, a) =>
      `<path d="M15 25 h170" fill="none" ${st(i, 10)}/><path d="M25 30 h60 q-10 80 10 150 h-70 z" fill="${f}" ${st(i)}/><path d="M175 30 h-60 q10 80 -10 150 h70 z" fill="${f}" ${st(i)}/><path d="M45 40 v130 M155 40 v130" stroke="${a}" stroke-width="5"/>`,
  },
  {
    kind: 'linen',
    words: ['sheet set', 'bedspread', 'cushion covers', 'towel set', 'towels'],
    draw: (i, f, a) =>
      `<rect x="25" y="120" width="150" height="45" rx="10" fill="${f}" ${st(i)}/><rect x="35" y="80" width="130" height="40" rx="10" fill="${a}" ${st(i)}/><rect x="45" y="40" width="110" height="40" rx="10" fill="${f}" ${st(i)}/><path d="M45 60 h110 M35 100 h130 M25 142 h150" stroke="#ffffff" stroke-width="4" stroke-dasharray="6 6"/>`,
  },
  {
    kind: 'rug',
    words: ['rug', 'mat', 'mats', 'runner'],
    draw: (i, f, a) =>
      `<rect x="30" y="40" width="140" height="120" rx="4" fill="${f}" ${st(i)}/><rect x="50" y="60" width="100" height="80" fill="none" stroke="${a}" stroke-width="8"/><path d="M100 80 l20 20 l-20 20 l-20 -20 z" fill="${a}"/><path d="M40 160 v20 M60 160 v20 M80 160 v20 M100 160 v20 M120 160 v20 M140 160 v20 M160 160 v20 M40 40 v-20 M60 40 v-20 M80 40 v-20 M100 40 v-20 M120 40 v-20 M140 40 v-20 M160 40 v-20" stroke="${i}" stroke-width="4"/>`,
  },
  {
    kind: 'elephant',
    words: ['elephant'],
    draw: (i, f, a) =>
      `<path d="M40 160 v-50 q0 -45 55 -45 h30 q40 0 40 40 q0 20 -10 30 v25 h-22 v-20 h-50 v20 h-22 v-20 h-0 z" fill="${f}" ${st(i)}/><path d="M165 95 q25 10 18 -30" fill="none" ${st(i, 12)}/><path d="M110 75 q-10 40 20 40" fill="${a}" ${st(i, 6)}/><circle cx="148" cy="85" r="5" fill="${i}"/>`,
  },
  {
    kind: 'vase',
    words: ['vase'],
    draw: (i, f, a) =>
      `<path d="M75 25 h50 l-8 30 c40 20 45 90 15 120 h-64 c-30 -30 -25 -100 15 -120 z" fill="${f}" ${st(i)}/><path d="M65 110 q35 -18 70 0" fill="none" stroke="${a}" stroke-width="8"/>`,
  },
  {
    kind: 'fountain',
    words: ['fountain'],
    draw: (i, f, a) =>
      `<path d="M25 140 h150 q-10 40 -75 40 q-65 0 -75 -40 z" fill="${f}" ${st(i)}/><rect x="88" y="70" width="24" height="70" fill="${f}" ${st(i)}/><path d="M100 70 q-10 -45 -55 -10 M100 70 q10 -45 55 -10 M45 60 v70 M155 60 v70" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  },
  {
    kind: 'steelpan',
    words: ['steelpan'],
    draw: (i, f, a) =>
      `<path d="M25 90 v50 q75 40 150 0 v-50" fill="${f}" ${st(i)}/><ellipse cx="100" cy="90" rx="75" ry="30" fill="#d9dde3" ${st(i)}/><ellipse cx="80" cy="85" rx="16" ry="8" fill="${a}"/><ellipse cx="122" cy="83" rx="14" ry="7" fill="${a}"/><ellipse cx="100" cy="102" rx="12" ry="6" fill="${a}"/><path d="M150 40 l-30 40 M175 50 l-35 35" fill="none" ${st(i, 6)}/>`,
  },
  {
    kind: 'fridge',
    words: ['refrigerator', 'freezer', 'fridge'],
    draw: (i, f, a) =>
      `<rect x="50" y="15" width="100" height="170" rx="12" fill="${f}" ${st(i)}/><path d="M50 75 h100" fill="none" ${st(i)}/><path d="M68 35 v25 M68 95 v35" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>`,
  },
  {
    kind: 'tabla',
    words: ['tabla'],
    draw: (i, f, a) =>
      `<path d="M20 95 h70 l-8 80 h-54 z" fill="${f}" ${st(i)}/><ellipse cx="55" cy="95" rx="35" ry="12" fill="#f3e6cc" ${st(i)}/><circle cx="55" cy="95" r="7" fill="${i}"/><path d="M105 80 q40 -20 80 0 q10 50 -15 95 h-50 q-25 -45 -15 -95 z" fill="${a}" ${st(i)}/><ellipse cx="145" cy="80" rx="40" ry="13" fill="#f3e6cc" ${st(i)}/><circle cx="140" cy="80" r="8" fill="${i}"/>`,
  },
  {
    kind: 'power tool',
    words: ['drill', 'angle grinder', 'jigsaw', 'rotary hammer', 'pressure washer', 'brushcutter', 'tyre inflator'],
    draw: (i, f, a) =>
      `<path d="M30 50 h110 v50 h-110 z" fill="${f}" ${st(i)}/><path d="M140 70 h45" fill="none" ${st(i, 10)}/><path d="M60 100 h40 l-10 75 h-40 z" fill="${f}" ${st(i)}/><rect x="40" y="160" width="65" height="25" rx="4" fill="${a}" ${st(i)}/><path d="M95 115 h-15" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'washing machine',
    words: ['washing machine', 'washer', 'dryer'],
    draw: (i, f, a) =>
      `<rect x="35" y="20" width="130" height="165" rx="10" fill="${f}" ${st(i)}/><path d="M35 55 h130" fill="none" ${st(i, 6)}/><circle cx="100" cy="118" r="45" fill="#ffffff" ${st(i)}/><circle cx="100" cy="118" r="30" fill="${a}"/><circle cx="60" cy="38" r="7" fill="${i}"/>`,
  },
  {
    kind: 'air conditioner',
    words: ['ac'],
    draw: (i, f, a) =>
      `<rect x="15" y="45" width="170" height="70" rx="16" fill="${f}" ${st(i)}/><path d="M30 95 h140" fill="none" ${st(i, 5)}/><path d="M60 130 q-10 20 0 40 M100 130 q-10 20 0 40 M140 130 q-10 20 0 40" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/><circle cx="160" cy="65" r="5" fill="${i}"/>`,
  },
  {
    kind: 'kettle',
    words: ['kettle'],
    draw: (i, f, a) =>
      `<path d="M50 60 h90 l15 115 h-120 z" fill="${f}" ${st(i)}/><path d="M140 75 q45 10 25 80" fill="none" ${st(i, 10)}/><path d="M50 80 l-30 -25" fill="none" ${st(i, 10)}/><rect x="30" y="170" width="140" height="15" rx="5" fill="${a}" ${st(i, 5)}/><path d="M70 60 q25 -30 50 0" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'air fryer',
    words: ['air fryer'],
    draw: (i, f, a) =>
      `<path d="M45 20 h110 q15 0 15 15 v140 h-140 v-140 q0 -15 15 -15 z" fill="${f}" ${st(i)}/><rect x="45" y="100" width="110" height="65" rx="8" fill="${a}" ${st(i)}/><rect x="80" y="125" width="40" height="14" rx="6" fill="${i}"/><circle cx="100" cy="60" r="16" fill="#ffffff" ${st(i, 5)}/>`,
  },
  {
    kind: 'fan',
    words: ['fan'],
    draw: (i, f, a) =>
      `<circle cx="100" cy="80" r="65" fill="#ffffff" fill-opacity="0.5" ${st(i)}/><path d="M100 80 q-10 -55 25 -50 q10 30 -25 50 z M100 80 q50 20 20 45 q-30 -10 -20 -45 z M100 80 q-45 30 -55 -5 q25 -20 55 5 z" fill="${f}" ${st(i, 4)}/><circle cx="100" cy="80" r="9" fill="${a}"/><path d="M100 145 v35 M65 185 h70" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'wrench',
    words: ['wrench', 'tool kit', 'repair kit', 'pvc'],
    draw: (i, f, a) =>
      `<path d="M40 160 l70 -70" fill="none" stroke="${i}" stroke-width="26" stroke-linecap="round"/><path d="M40 160 l70 -70" fill="none" stroke="${f}" stroke-width="10" stroke-linecap="round"/><path d="M150 30 a40 40 0 1 0 20 50 l-25 -5 l-10 -20 z" fill="${a}" ${st(i)}/>`,
  },
  {
    kind: 'hammer',
    words: ['hammer'],
    draw: (i, f, a) =>
      `<path d="M100 70 v115" fill="none" stroke="${i}" stroke-width="24" stroke-linecap="round"/><path d="M100 90 v90" fill="none" stroke="${f}" stroke-width="10" stroke-linecap="round"/><path d="M45 35 h90 q25 5 40 30 q-25 -5 -40 5 h-90 z" fill="${a}" ${st(i)}/>`,
  },
  {
    kind: 'tape',
    words: ['tape measure', 'tape'],
    draw: (i, f, a) =>
      `<circle cx="90" cy="100" r="70" fill="${f}" ${st(i)}/><circle cx="90" cy="100" r="28" fill="#ffffff" ${st(i)}/><path d="M150 140 h40 v30 h-60" fill="${a}" ${st(i, 6)}/>`,
  },
  {
    kind: 'car',
    words: ['car seat cover', 'dash cam', 'windshield'],
    draw: (i, f, a) =>
      `<path d="M15 130 v-25 l25 -10 l25 -35 h70 l30 35 l20 10 v25 z" fill="${f}" ${st(i)}/><path d="M72 68 h28 v27 h-48 z M110 68 h22 l22 27 h-44 z" fill="${a}"/><circle cx="55" cy="135" r="20" fill="${i}"/><circle cx="150" cy="135" r="20" fill="${i}"/>`,
  },
  {
    kind: 'faucet',
    words: ['faucet', 'shower head', 'float valve', 'water pump'],
    draw: (i, f, a) =>
      `<path d="M40 185 v-110 q0 -45 55 -45 q45 0 45 45 v10" fill="none" stroke="${i}" stroke-width="24" stroke-linecap="round"/><path d="M40 185 v-110 q0 -45 55 -45 q45 0 45 45 v10" fill="none" stroke="${f}" stroke-width="10" stroke-linecap="round"/><path d="M140 110 q-8 15 0 25 q8 -10 0 -25 z M140 150 q-8 15 0 25 q8 -10 0 -25 z" fill="${a}"/><rect x="15" y="175" width="60" height="15" rx="4" fill="${i}"/>`,
  },
  {
    kind: 'paint roller',
    words: ['paint roller'],
    draw: (i, f, a) =>
      `<rect x="30" y="25" width="130" height="45" rx="16" fill="${a}" ${st(i)}/><path d="M160 48 h20 v50 h-80 v25" fill="none" ${st(i)}/><rect x="88" y="123" width="24" height="62" rx="6" fill="${f}" ${st(i, 6)}/>`,
  },
  {
    kind: 'paint',
    words: ['paint', 'eggshell'],
    draw: (i, f, a) =>
      `<path d="M40 55 h120 v115 q0 12 -12 12 h-96 q-12 0 -12 -12 z" fill="${f}" ${st(i)}/><ellipse cx="100" cy="55" rx="60" ry="14" fill="${a}" ${st(i)}/><path d="M40 55 q60 -70 120 0" fill="none" ${st(i, 5)}/><path d="M70 65 q0 30 10 30 q10 0 10 -30" fill="${a}"/>`,
  },
  {
    kind: 'screw',
    words: ['screws', 'hinges', 'cabinet handles'],
    draw: (i, f, a) =>
      `<path d="M55 40 h90 l-15 30 h-60 z" fill="${a}" ${st(i)}/><path d="M85 70 h30 v90 l-15 25 l-15 -25 z" fill="${f}" ${st(i)}/><path d="M85 90 l30 -8 M85 110 l30 -8 M85 130 l30 -8 M85 150 l30 -8" fill="none" ${st(i, 5)}/>`,
  },
  {
    kind: 'lock',
    words: ['lock', 'padlock', 'lock set'],
    draw: (i, f, a) =>
      `<path d="M60 90 v-25 a40 40 0 0 1 80 0 v25" fill="none" ${st(i, 14)}/><rect x="40" y="90" width="120" height="95" rx="12" fill="${f}" ${st(i)}/><circle cx="100" cy="128" r="12" fill="${i}"/><path d="M100 135 v25" fill="none" ${st(i, 8)}/><rect x="52" y="100" width="14" height="75" fill="${a}" fill-opacity="0.6"/>`,
  },
  {
    kind: 'garden hose',
    words: ['hose'],
    draw: (i, f, a) =>
      `<circle cx="85" cy="110" r="60" fill="none" stroke="${i}" stroke-width="26"/><circle cx="85" cy="110" r="60" fill="none" stroke="${f}" stroke-width="14"/><circle cx="85" cy="110" r="34" fill="none" stroke="${f}" stroke-width="14"/><path d="M145 110 h25 l15 -15" fill="none" ${st(i, 12)}/><circle cx="185" cy="92" r="8" fill="${a}"/>`,
  },
  {
    kind: 'garden fork',
    words: ['garden fork'],
    draw: (i, f, a) =>
      `<path d="M100 20 v100" fill="none" ${st(i, 14)}/><rect x="82" y="10" width="36" height="20" rx="8" fill="${f}" ${st(i, 6)}/><path d="M60 120 h80 M60 120 v60 M87 120 v60 M113 120 v60 M140 120 v60" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>`,
  },
  {
    kind: 'kurta',
    words: ['kurta', 'kurti', 'sherwani', 'shirt-jac', 'nehru jacket', 'salwar kameez', 'anarkali'],
    draw: (i, f, a) =>
      `<path d="M75 20 l-45 20 l-15 70 l22 5 l15 -45 v115 h96 v-115 l15 45 l22 -5 l-15 -70 l-45 -20 q-25 20 -50 0 z" fill="${f}" ${st(i)}/><path d="M100 30 v55" fill="none" stroke="${a}" stroke-width="6"/><circle cx="100" cy="50" r="3" fill="${i}"/><circle cx="100" cy="68" r="3" fill="${i}"/><path d="M52 172 h96" stroke="${a}" stroke-width="8"/>`,
  },
  {
    kind: 'shirt',
    words: ['shirt', 'shirts', 'polo shirts', 't-shirt'],
    draw: (i, f, a) =>
      `<path d="M70 25 l-50 30 l22 38 l20 -10 v95 h76 v-95 l20 10 l22 -38 l-50 -30 c-5 15 -15 22 -30 22 c-15 0 -25 -7 -30 -22 z" fill="${f}" ${st(i)}/><path d="M85 30 l15 18 l15 -18" fill="none" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'sari',
    words: ['sari', 'dupatta'],
    draw: (i, f, a) =>
      `<path d="M40 30 h120 v150 h-120 z" fill="${f}" ${st(i)}/><path d="M40 30 l120 150" stroke="${a}" stroke-width="22"/><path d="M40 160 h120" stroke="${a}" stroke-width="10"/><path d="M40 60 q60 20 120 -10" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/>`,
  },
  {
    kind: 'dress',
    words: ['dress', 'frock', 'lehenga', 'gown'],
    draw: (i, f, a) =>
      `<path d="M75 20 h50 l5 55 l45 105 h-150 l45 -105 z" fill="${f}" ${st(i)}/><path d="M70 75 h60" stroke="${a}" stroke-width="10"/><path d="M35 165 h130" stroke="${a}" stroke-width="8"/>`,
  },
  {
    kind: 'suit',
    words: ['suit'],
    draw: (i, f, a) =>
      `<path d="M70 20 l-45 25 v140 h150 v-140 l-45 -25 l-30 40 z" fill="${f}" ${st(i)}/><path d="M70 20 l30 90 l30 -90" fill="#ffffff" ${st(i, 6)}/><path d="M92 55 l8 55 l8 -55 z" fill="${a}"/><circle cx="100" cy="135" r="5" fill="${a}"/><circle cx="100" cy="158" r="5" fill="${a}"/>`,
  },
  {
    kind: 'dholak',
    words: ['dholak'],
    draw: (i, f, a) =>
      `<path d="M30 65 q70 -30 140 0 v70 q-70 30 -140 0 z" fill="${f}" ${st(i)}/><ellipse cx="30" cy="100" rx="12" ry="35" fill="#f3e6cc" ${st(i)}/><ellipse cx="170" cy="100" rx="12" ry="35" fill="#f3e6cc" ${st(i)}/><path d="M60 58 l20 82 M100 52 v96 M140 58 l-20 82" fill="none" stroke="${a}" stroke-width="5"/>`,
  },
  {
    kind: 'harmonium',
    words: ['harmonium'],
    draw: (i, f, a) =>
      `<rect x="20" y="60" width="160" height="110" rx="8" fill="${f}" ${st(i)}/><rect x="30" y="75" width="140" height="35" fill="#ffffff" ${st(i, 4)}/><path d="M50 75 v35 M70 75 v35 M90 75 v35 M110 75 v35 M130 75 v35 M150 75 v35" stroke="${i}" stroke-width="3"/><path d="M30 125 h140 M30 140 h140 M30 155 h140" stroke="${a}" stroke-width="5"/><circle cx="50" cy="48" r="8" fill="${i}"/><circle cx="75" cy="48" r="8" fill="${i}"/><circle cx="100" cy="48" r="8" fill="${i}"/>`,
  },
  {
    kind: 'cymbals',
    words: ['manjira', 'kartal', 'cymbals', 'dhantal', 'khartal'],
    draw: (i, f, a) =>
      `<ellipse cx="70" cy="110" rx="50" ry="18" fill="${f}" ${st(i)}/><ellipse cx="70" cy="103" rx="15" ry="6" fill="${a}"/><ellipse cx="130" cy="75" rx="50" ry="18" fill="${f}" ${st(i)}/><ellipse cx="130" cy="68" rx="15" ry="6" fill="${a}"/><path d="M70 97 q30 -40 60 -35" fill="none" stroke="${i}" stroke-width="4"/>`,
  },
  {
    kind: 'drum kit',
    words: ['drum set', 'drum kit', 'tassa drum'],
    draw: (i, f, a) =>
      `<circle cx="100" cy="130" r="50" fill="${f}" ${st(i)}/><circle cx="100" cy="130" r="28" fill="#f3e6cc" ${st(i, 5)}/><rect x="20" y="80" width="45" height="35" rx="6" fill="${a}" ${st(i)}/><rect x="135" y="80" width="45" height="35" rx="6" fill="${a}" ${st(i)}/><path d="M160 30 l-20 45 M40 30 l20 45" fill="none" ${st(i, 6)}/><ellipse cx="170" cy="30" rx="25" ry="6" fill="${a}" ${st(i, 4)}/>`,
  },
  {
    kind: 'deya',
    words: ['deya', 'deyas', 'aarti lamp'],
    draw: (i, f, a) =>
      `<path d="M25 120 q75 75 150 0 z" fill="${f}" ${st(i)}/><path d="M150 120 l30 -12" fill="none" ${st(i)}/><path d="M45 132 q55 35 110 0" fill="none" stroke="${a}" stroke-width="6"/><path d="M100 115 c-22 -25 -10 -55 0 -85 c10 30 22 60 0 85 z" fill="#ffb020" stroke="${i}" stroke-width="5"/><path d="M100 110 c-8 -10 -4 -24 0 -34 c4 10 8 24 0 34 z" fill="#fff3b0"/>`,
  },
  {
    kind: 'kalash',
    words: ['kalash', 'lota'],
    draw: (i, f, a) =>
      `<path d="M80 65 h40 q0 12 20 25 q35 25 15 70 q-15 25 -55 25 q-40 0 -55 -25 q-20 -45 15 -70 q20 -13 20 -25 z" fill="${f}" ${st(i)}/><ellipse cx="100" cy="40" rx="24" ry="26" fill="#8a5a2b" ${st(i, 6)}/><path d="M76 62 l-30 -10 M124 62 l30 -10" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/><path d="M50 130 h100" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'bell',
    words: ['bell', 'ghanti'],
    draw: (i, f, a) =>
      `<path d="M100 15 v30" fill="none" ${st(i, 14)}/><path d="M100 45 q-45 0 -45 60 v40 l-20 20 h130 l-20 -20 v-40 q0 -60 -45 -60 z" fill="${f}" ${st(i)}/><circle cx="100" cy="178" r="12" fill="${a}" ${st(i, 5)}/>`,
  },
  {
    kind: 'murti',
    words: ['idol', 'murti', 'lakshmi-ganesh pair'],
    draw: (i, f, a) =>
      `<path d="M45 185 q0 -65 55 -70 q55 5 55 70 z" fill="${f}" ${st(i)}/><circle cx="100" cy="80" r="30" fill="${f}" ${st(i)}/><path d="M80 55 l20 -40 l20 40 z" fill="${a}" ${st(i, 5)}/><circle cx="100" cy="80" r="5" fill="${a}"/><path d="M60 185 h80" stroke="${a}" stroke-width="8"/><ellipse cx="100" cy="80" rx="55" ry="55" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="4 8"/>`,
  },
  {
    kind: 'incense',
    words: ['agarbatti', 'dhoop', 'sambrani'],
    draw: (i, f, a) =>
      `<path d="M40 170 h120 l-10 -25 h-100 z" fill="${f}" ${st(i)}/><path d="M80 145 l-10 -100 M100 145 v-105 M120 145 l10 -100" fill="none" stroke="${i}" stroke-width="5"/><path d="M70 40 q-15 -15 0 -30 M100 35 q15 -15 0 -30 M130 40 q-15 -15 0 -30" fill="none" stroke="${a}" stroke-width="4" stroke-opacity="0.7"/>`,
  },
  {
    kind: 'garland',
    words: ['mala', 'garland', 'garlands', 'gajra', 'lotus'],
    draw: (i, f, a) =>
      `<path d="M40 30 q0 150 60 155 q60 -5 60 -155" fill="none" stroke="${i}" stroke-width="4"/>${[
        [40, 35],
        [44, 75],
        [55, 115],
        [72, 150],
        [100, 168],
        [128, 150],
        [145, 115],
        [156, 75],
        [160, 35],
      ]
        .map(([x, y], k) => `<circle cx="${x}" cy="${y}" r="15" fill="${k % 2 ? a : f}" ${st(i, 4)}/>`)
        .join('')}`,
  },
  {
    kind: 'firewood',
    words: ['samidha'],
    draw: (i, f, a) =>
      `<path d="M25 150 l150 -40 M25 120 l150 10 M35 90 l140 60" fill="none" stroke="${i}" stroke-width="22" stroke-linecap="round"/><path d="M25 150 l150 -40 M25 120 l150 10 M35 90 l140 60" fill="none" stroke="${f}" stroke-width="12" stroke-linecap="round"/><path d="M100 90 v60" stroke="${a}" stroke-width="12"/>`,
  },
  {
    kind: 'hawan kund',
    words: ['hawan kund'],
    draw: (i, f, a) =>
      `<path d="M30 110 h140 l-30 70 h-80 z" fill="${f}" ${st(i)}/><path d="M100 105 c-30 -25 -15 -60 0 -90 c15 30 30 65 0 90 z M70 105 c-15 -12 -8 -30 0 -45 c8 15 15 33 0 45 z M130 105 c-15 -12 -8 -30 0 -45 c8 15 15 33 0 45 z" fill="#ffb020" ${st(i, 4)}/><path d="M40 130 h120" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'book',
    words: ['book', 'bhagavad gita', 'ramcharitmanas', 'ramayan', 'puja guide'],
    draw: (i, f, a) =>
      `<path d="M100 45 q-40 -20 -80 -5 v130 q40 -15 80 5 z" fill="${f}" ${st(i)}/><path d="M100 45 q40 -20 80 -5 v130 q-40 -15 -80 5 z" fill="${f}" ${st(i)}/><path d="M35 70 q30 -10 50 2 M35 95 q30 -10 50 2 M115 72 q20 -12 50 -2 M115 97 q20 -12 50 -2" fill="none" stroke="${a}" stroke-width="5"/>`,
  },
  {
    kind: 'swing',
    words: ['jhula', 'swing', 'hammock'],
    draw: (i, f, a) =>
      `<path d="M20 185 l40 -170 h80 l40 170" fill="none" ${st(i)}/><path d="M70 15 v110 M130 15 v110" fill="none" ${st(i, 4)}/><path d="M55 125 h90 q0 30 -45 30 q-45 0 -45 -30 z" fill="${f}" ${st(i)}/><path d="M65 135 h70" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'sofa',
    words: ['sofa'],
    draw: (i, f, a) =>
      `<rect x="45" y="55" width="110" height="55" rx="14" fill="${f}" ${st(i)}/><rect x="20" y="85" width="35" height="60" rx="12" fill="${f}" ${st(i)}/><rect x="145" y="85" width="35" height="60" rx="12" fill="${f}" ${st(i)}/><path d="M55 110 h90 v35 h-90 z" fill="${a}" ${st(i)}/><path d="M35 145 v25 M165 145 v25" fill="none" ${st(i)}/>`,
  },
  {
    kind: 'table',
    words: ['dining set', 'dining table', 'bistro set', 'center table', 'coffee table', 'nesting tables'],
    draw: (i, f, a) =>
      `<rect x="15" y="75" width="170" height="20" rx="4" fill="${f}" ${st(i)}/><path d="M35 95 v85 M165 95 v85 M60 95 v55 M140 95 v55" fill="none" ${st(i, 10)}/><ellipse cx="100" cy="62" rx="20" ry="9" fill="${a}" ${st(i, 5)}/><path d="M100 53 v-20" stroke="${a}" stroke-width="6"/>`,
  },
  {
    kind: 'chair',
    words: ['chair', 'chairs'],
    draw: (i, f, a) =>
      `<path d="M60 20 h70 v90 h-70 z" fill="${f}" ${st(i)}/><path d="M50 110 h95 v22 h-95 z" fill="${a}" ${st(i)}/><path d="M58 132 v55 M137 132 v55" fill="none" ${st(i, 10)}/><path d="M75 40 h40 M75 60 h40 M75 80 h40" stroke="${a}" stroke-width="5"/>`,
  },
  {
    kind: 'bed',
    words: ['bed', 'bunk bed', 'mattress'],
    draw: (i, f, a) =>
      `<rect x="15" y="50" width="30" height="125" rx="6" fill="${f}" ${st(i)}/><rect x="45" y="105" width="140" height="40" rx="8" fill="#ffffff" ${st(i)}/><rect x="55" y="85" width="45" height="22" rx="10" fill="${a}" ${st(i, 5)}/><path d="M45 145 h140 v30 M45 175 h0" fill="none" ${st(i)}/><rect x="100" y="105" width="85" height="40" fill="${a}" fill-opacity="0.7"/>`,
  },
  {
    kind: 'wardrobe',
    words: ['almirah', 'wardrobe', 'armoire'],
    draw: (i, f, a) =>
      `<rect x="35" y="15" width="130" height="165" rx="6" fill="${f}" ${st(i)}/><path d="M100 15 v165 M45 180 v10 M155 180 v10" fill="none" ${st(i)}/><path d="M88 85 v25 M112 85 v25" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  },
  {
    kind: 'dressing table',
    words: ['dressing table', 'vanity table', 'mirror'],
    draw: (i, f, a) =>
      `<ellipse cx="100" cy="60" rx="45" ry="50" fill="#dff1fb" ${st(i)}/><path d="M80 40 l25 -15 M85 60 l35 -20" stroke="#ffffff" stroke-width="6"/><rect x="25" y="110" width="150" height="40" rx="6" fill="${f}" ${st(i)}/><path d="M35 150 v35 M165 150 v35 M100 110 v40" fill="none" ${st(i)}/><circle cx="70" cy="130" r="5" fill="${a}"/><circle cx="130" cy="130" r="5" fill="${a}"/>`,
  },
  {
    kind: 'room divider',
    words: ['divider', 'partition', 'screen'],
    draw: (i, f, a) =>
      `<path d="M15 30 l45 15 v140 l-45 -15 z M60 45 l45 -15 v140 l-45 15 z M105 30 l45 15 v140 l-45 -15 z M150 45 l40 -15 v140 l-40 15 z" fill="${f}" ${st(i, 6)}/><path d="M25 70 l25 8 M70 78 l25 -8 M115 70 l25 8 M160 78 l20 -8" stroke="${a}" stroke-width="8"/>`,
  },
  {
    kind: 'jutti',
    words: ['jutti', 'mojari'],
    draw: (i, f, a) =>
      `<path d="M25 150 q0 -40 40 -45 q40 -5 70 5 q30 10 50 -20 q5 30 -20 50 q-20 15 -70 15 h-70 z" fill="${f}" ${st(i)}/><path d="M60 115 q40 10 70 0" fill="none" stroke="${a}" stroke-width="8" stroke-dasharray="6 6"/><path d="M25 158 h140" stroke="${i}" stroke-width="8" stroke-linecap="round"/>`,
  },
  {
    kind: 'slippers',
    words: ['flip-flops', 'slides', 'slippers', 'chappal', 'clog'],
    draw: (i, f, a) =>
      `<path d="M70 20 q45 0 45 60 q0 60 -15 95 q-10 15 -30 0 q-15 -35 -15 -95 q0 -60 15 -60 z" fill="${f}" ${st(i)}/><path d="M55 95 q30 -45 60 0" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round"/><path d="M120 110 l45 -50" stroke="${f}" stroke-opacity="0"/>`,
  },
  {
    kind: 'shoes',
    words: ['shoes', 'sneakers', 'pumps'],
    draw: (i, f, a) =>
      `<path d="M20 140 v-55 l40 -10 c10 25 40 30 60 30 c30 0 55 10 60 35 v15 h-160 z" fill="${f}" ${st(i)}/><path d="M20 140 h160" fill="none" stroke="${a}" stroke-width="12"/><path d="M70 90 l10 15 M90 95 l8 14" fill="none" ${st(i)}/>`,
  },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PICTURE_KINDS.map((k) => ({
  kind: k,
  re: new RegExp(`(^|[^a-z])(${k.words.map(escapeRe).join('|')})(?![a-z])`, 'i'),
}));

/** The picture kind a product name names, or undefined when no kind's word appears in it. */
export function pictureKindOf(name: string): PictureKind | undefined {
  return MATCHERS.find((m) => m.re.test(name))?.kind;
}

/** The word of the name that chose its kind, for tests and checks. */
export function pictureWordOf(name: string): string | undefined {
  for (const m of MATCHERS) {
    const hit = m.re.exec(name);
    if (hit) return hit[2].toLowerCase();
  }
  return undefined;
}
