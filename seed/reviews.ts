// Demo product reviews by (fictional) Trinbagonian customers.
import type { SeedReview } from './catalogue-types';
import type { Rng } from './prng';

const FIRST_NAMES = [
  'Ramesh',
  'Anita',
  'Kevin',
  'Shaniqua',
  'Vishnu',
  'Kamla',
  'Darren',
  'Nadia',
  'Marlon',
  'Keisha',
  'Rajesh',
  'Sunita',
  'Andre',
  'Candice',
  'Ravi',
  'Sasha',
  'Jerome',
  'Natalie',
  'Liam',
  'Amelia',
  'Kerwin',
  'Tricia',
  'Shiva',
  'Priya',
  'Devendra',
  'Indra',
  'Rhonda',
  'Jason',
  'Leela',
  'Kishore',
  'Shereen',
  'Akeem',
  'Gail',
  'Nigel',
  'Savitri',
  'Terrence',
  'Rosemary',
  'Fareed',
  'Aaliyah',
  'Dexter',
  'Chandra',
  'Marisa',
  'Omari',
  'Vashti',
  'Curtis',
  'Lakshmi',
  'Renee',
  'Stephon',
  'Geeta',
  'Brian',
];
const LAST_NAMES = [
  'Maharaj',
  'Persad',
  'Baptiste',
  'Joseph',
  'Ramlogan',
  'Ramdial',
  'Ali',
  'Mohammed',
  'Charles',
  'Alexander',
  'Seepersad',
  'Boodram',
  'Phillip',
  'Williams',
  'Rampersad',
  'Ramsaran',
  'Gomes',
  'De Freitas',
  'Chin',
  'Ho-Sing',
  'Noel',
  'Lutchman',
  'Singh',
  'Dookie',
  'Ramkissoon',
  'Sookdeo',
  'Mc Leod',
  'Garcia',
  'Hosein',
  'Ragbir',
  'Bissoon',
  'Cudjoe',
  'Romain',
  'Hinds',
  'Beharry',
  'Mahabir',
  'Lewis',
  'Khan',
  'Jaggernauth',
  'Roopnarine',
];
const PLACES = [
  'Chaguanas',
  'San Fernando',
  'Couva',
  'Penal',
  'Arima',
  'Diego Martin',
  'Tunapuna',
  'Sangre Grande',
  'Princes Town',
  'Debe',
  'Siparia',
  'Point Fortin',
  'Curepe',
  'Marabella',
  'Scarborough',
  'Carapichaima',
  'Cunupia',
  'Fyzabad',
];

const TITLES: Record<number, string[]> = {
  5: [
    'Excellent!',
    'Worth every dollar',
    'Highly recommend',
    'Just what I wanted',
    'Five stars',
    'Love it',
    'Top quality',
    'Real good value',
  ],
  4: ['Very good', 'Happy with it', 'Good buy', 'Nice product', 'Does the job well', 'Good value for money'],
  3: ['It is okay', 'Average', 'Decent for the price', 'Not bad', 'Mixed feelings'],
  2: ['Disappointed', 'Could be better', 'Not as pictured', 'Expected more'],
  1: ['Not happy', 'Poor quality', 'Would not buy again'],
};

// One sentence about the product itself, by top-level category and mood.
const ABOUT: Record<string, { good: string[]; mid: string[]; bad: string[] }> = {
  electronics: {
    good: [
      'Set up in ten minutes and the picture and sound are really good.',
      'Battery life is better than my old one.',
      'Works perfectly with my phone.',
    ],
    mid: ['Works fine but the instructions were not clear.', 'Good, but it gets a little warm after long use.'],
    bad: ['Stopped charging after two weeks and I had to send it back.', 'The connection keeps dropping.'],
  },
  kitchen: {
    good: [
      'My roti and curry come out perfect now.',
      'Heavy and solid, it heats evenly.',
      'Mummy say this is the best one she ever use.',
    ],
    mid: ['Good quality but smaller than I thought.', 'Does the job, the handle gets hot though.'],
    bad: ['The coating started peeling after a month.', 'The lid does not fit tight.'],
  },
  'health-beauty': {
    good: [
      'My skin feels soft and it smells lovely.',
      'I have been using it for a month and I see a real difference.',
      'Gentle and works well in this heat.',
    ],
    mid: ['Nice, but the bottle is smaller than expected.', 'It works, the scent is a bit strong for me.'],
    bad: ['Gave me a rash, will not use again.', 'Did nothing for me.'],
  },
  'home-decor': {
    good: [
      'Looks beautiful in the living room, everybody asking where I get it.',
      'Colours are exactly like the picture.',
      'Perfect for Divali decorations.',
    ],
    mid: ['Nice but the colour is a little different from the photo.', 'Good, a bit thinner than expected.'],
    bad: ['Arrived with a crack in it.', 'Cheap looking in person.'],
  },
  appliances: {
    good: [
      'Quiet, cools fast and the light bill did not jump.',
      'Installed the same week and it works like a charm.',
      'Big enough for the whole family.',
    ],
    mid: ['Works well but delivery took longer than promised.', 'Good, a little noisy at night.'],
    bad: ['Had to call for service twice in the first month.', 'Not as powerful as advertised.'],
  },
  'tools-automobile': {
    good: [
      'Strong and well made, cleared the whole yard in one afternoon.',
      'Fits my car perfectly.',
      'Handy to keep in the trunk.',
    ],
    mid: ['Does the job, the battery could last longer.', 'Okay for home use, not for heavy work.'],
    bad: ['Broke the first time I used it.', 'Does not fit as described.'],
  },
  'home-improvement': {
    good: [
      'Easy to install, I did it myself on the weekend.',
      'Good quality, no more leaks.',
      'Covers well, two coats were enough.',
    ],
    mid: ['Works but the fittings were a bit loose.', 'Okay quality for the price.'],
    bad: ['Leaked after a week.', 'Parts were missing from the box.'],
  },
  clothing: {
    good: [
      'The fabric is soft and the stitching is neat, fits true to size.',
      'Wore it for Divali and got so many compliments.',
      'Colour did not run in the wash.',
    ],
    mid: ['Nice, but order one size up.', 'Good material, the colour is a bit darker than the picture.'],
    bad: ['Fabric is very thin.', 'The size was way off.'],
  },
  'musical-items': {
    good: [
      'Sweet sound, our bhajan group loves it.',
      'Well tuned right out of the box.',
      'My son practising every evening now.',
    ],
    mid: ['Good sound, needed some tuning when it arrived.', 'Nice, but heavier than I expected.'],
    bad: ['The skin was loose and it sounds flat.', 'Not good for serious playing.'],
  },
  'puja-items': {
    good: [
      'Perfect for our Divali puja, very good quality.',
      'Pandit ji was very pleased with it.',
      'Beautifully made, the family loves it.',
    ],
    mid: ['Nice, smaller than it looks in the picture.', 'Good, but the polish is a bit dull.'],
    bad: ['Came chipped.', 'Not the quality I expected for a puja.'],
  },
  furniture: {
    good: [
      'Solid and comfortable, the wood is really nice.',
      'Assembly was easy and it looks rich in the house.',
      'Good craftsmanship, will last for years.',
    ],
    mid: ['Looks good, assembly took a long time.', 'Comfortable, the colour is slightly different.'],
    bad: ['One leg was damaged on arrival.', 'Wobbles even after tightening everything.'],
  },
  shoes: {
    good: [
      'Very comfortable, fits perfect.',
      'Wore them all day at the wedding with no pain.',
      'Good quality for the price.',
    ],
    mid: ['Nice, but they run a half size small.', 'Comfortable, the sole is a bit hard at first.'],
    bad: ['Sole came off after a month.', 'Very tight, had to return.'],
  },
};

const SERVICE_GOOD = [
  'Delivered to {place} in two days.',
  'Delivery to {place} was fast and the driver called before coming.',
  'Paid cash on delivery, no problem at all.',
  'Well packed and on time.',
  'Will order again.',
  'Customer service answered all my questions on WhatsApp.',
];
const SERVICE_BAD = [
  'Delivery to {place} took more than a week.',
  'Had to call three times about the delivery.',
  'The box was crushed when it reach.',
];

function pickRating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const r = rng.float();
  if (r < 0.04) return 1;
  if (r < 0.1) return 2;
  if (r < 0.24) return 3;
  if (r < 0.58) return 4;
  return 5;
}

const pad = (n: number) => n.toString().padStart(2, '0');

/** Latest date a demo review may carry (the demo is dated late 2026). */
export const LAST_REVIEW_DAY = Date.UTC(2026, 10, 18);

export function makeReviews(rng: Rng, count: number, topSlug: string, arrivalDate: string): SeedReview[] {
  const about = ABOUT[topSlug] ?? ABOUT.kitchen;
  const [y, m, d] = arrivalDate.split('-').map(Number);
  const arrival = Date.UTC(y, m - 1, d);
  const usedNames = new Set<string>();
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    let name = '';
    for (let tries = 0; tries < 10; tries++) {
      name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      if (!usedNames.has(name)) break;
    }
    usedNames.add(name);
    const rating = pickRating(rng);
    const place = rng.pick(PLACES);
    const first = rating >= 4 ? rng.pick(about.good) : rating === 3 ? rng.pick(about.mid) : rng.pick(about.bad);
    const second = (rating >= 3 ? rng.pick(SERVICE_GOOD) : rng.pick(SERVICE_BAD)).replace('{place}', place);
    const comments = rng.chance(0.25) ? first : `${first} ${second}`;
    const mobile = `${rng.pick(['3', '4', '6', '7'])}${rng.int(0, 999999).toString().padStart(6, '0')}`;
    const span = Math.max(1, Math.floor((LAST_REVIEW_DAY - arrival) / 86_400_000));
    const day = Math.min(LAST_REVIEW_DAY, arrival + rng.int(1, Math.min(span, 150)) * 86_400_000);
    const t = new Date(day);
    const createdAt = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(rng.int(8, 21))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}.000Z`;
    reviews.push({
      customerName: name,
      customerMobile: mobile,
      rating,
      title: rng.pick(TITLES[rating]),
      comments,
      createdAt,
    });
  }
  reviews.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return reviews;
}
