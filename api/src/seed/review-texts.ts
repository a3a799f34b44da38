import type { GarmentKind } from './catalog-data.js';
import type { Random } from './random.js';

/**
 * The seed's review texts, written from sentences: a verdict, a remark on the garment (by kind: a shirt's collar, a
 * suit's shoulders, a belt's buckle) and sometimes a word on delivery, each matching the stars given. No two reviews
 * of a product share a sentence: each product's reviews draw from the pools without putting back. `{item}` becomes the
 * garment's word ('suit', 'pair of trousers', 'piece').
 */

type Mood = 'happy' | 'mixed' | 'unhappy';

export const moodOf = (rating: number): Mood => (rating >= 4 ? 'happy' : rating === 3 ? 'mixed' : 'unhappy');

const TITLES: Record<Mood, readonly string[]> = {
  happy: [
    'Fits like it was made for me',
    'Worth every rupee',
    'Excellent finish',
    'My new favourite',
    'Smart and comfortable',
    'Good buy',
    'Better than expected',
    'Will order again',
    'Sharp and well made',
    'Exactly as pictured',
  ],
  mixed: ['Decent, not outstanding', 'Average fit', 'Good fabric, so-so fit', 'Fine for the price', 'Mixed feelings'],
  unhappy: ['Had to exchange', 'Not for me', 'Disappointed', 'Did not fit', 'Expected better'],
};

const VERDICTS: Record<Mood, readonly string[]> = {
  happy: [
    'Ordered my usual size and the {item} fits as if it were tailored.',
    'The {item} feels far more expensive than what I paid.',
    'Colour is exactly as in the photos.',
    'Bought one, then came back for a second colour.',
    'Wore the {item} to my cousin’s wedding and was asked where it was from all evening.',
    'My wife picked the {item} for me and she chose well.',
    'Third order from Sutra and the quality has been steady every time.',
    'The {item} looks sharper in person than on the site.',
    'I was unsure about buying clothes online, but this turned out right first time.',
    'Good value for a {item} of this finish.',
  ],
  mixed: [
    'The {item} is fine for the price, nothing more.',
    'Half of what I hoped for: good material, average cut.',
    'The colour is a shade lighter than it looked on my screen.',
    'It does the job, though I expected a little more at this price.',
    'Not bad, but not the wow I was hoping for.',
    'I will keep the {item}, with a trip to my tailor first.',
    'Three stars: it is neither a mistake nor a favourite.',
  ],
  unhappy: [
    'Sadly the {item} did not work out for me.',
    'The {item} looked better in the photos than in my hands.',
    'I sent the {item} back after trying it on once.',
    'Not what I expected from the description.',
    'I wanted to like the {item}, but it went back.',
    'The size chart did not match what arrived.',
    'Two wears in and I was already unhappy with it.',
  ],
};

const REMARKS: Record<GarmentKind, Record<Mood, readonly string[]>> = {
  suit: {
    happy: [
      'The shoulders sit cleanly and the trousers needed no alteration.',
      'The lining is soft and the jacket breathes even in a long ceremony.',
      'Lapels roll nicely and the buttons are sewn on firmly.',
      'Wore it through a full day of meetings and it barely creased.',
      'The half canvas gives the chest a proper shape.',
      'The trouser break was just right for my height.',
      'The fabric drapes well and has a quiet sheen under lights.',
    ],
    mixed: [
      'The jacket is good but the trousers run long.',
      'The fabric creases more than I would like after travel.',
      'The shoulders are a touch wide for a slim frame.',
    ],
    unhappy: [
      'The jacket pulled across the back even a size up.',
      'The trousers and jacket were slightly different shades.',
      'The stitching on one sleeve button came loose in a week.',
    ],
  },
  blazer: {
    happy: [
      'It pairs as well with jeans as with formal trousers.',
      'The patch pockets and horn buttons give it real character.',
      'Unstructured shoulders make it easy to wear all day.',
      'The fabric has a nice texture that photographs well.',
      'Sleeve length was spot on, showing a little shirt cuff.',
      'It holds its shape after a day at the office.',
      'Light enough for Jaipur evenings, warm enough for Delhi winters.',
    ],
    mixed: [
      'The fit is a little boxy around the waist for a slim build.',
      'The buttons feel cheaper than the rest of the blazer.',
      'The sleeves needed shortening by almost an inch.',
    ],
    unhappy: [
      'The lining bunched at the back from the first wear.',
      'The fabric pilled under the arms within a month.',
      'The collar would not sit flat however I pressed it.',
    ],
  },
  shirt: {
    happy: [
      'The collar keeps its shape without stays.',
      'Cotton is soft from the first wash and does not shrink.',
      'It irons easily and stays neat tucked in all day.',
      'The cuffs fit a watch comfortably.',
      'Buttons are sewn tight and the seams are clean inside.',
      'Breathes well in the Jaipur heat.',
      'The slim fit is slim without pulling at the buttons.',
    ],
    mixed: [
      'The sleeves are a bit long for regular sizing.',
      'It needs ironing after every wash.',
      'The fabric is thinner than I expected for the price.',
    ],
    unhappy: [
      'It shrank half a size after the first wash.',
      'The collar went limp after a few washes.',
      'A button fell off on the second wear.',
    ],
  },
  trousers: {
    happy: [
      'The waist is true to size and the rise is comfortable.',
      'The crease stays sharp through a full working day.',
      'They sit well with both loafers and sneakers.',
      'The pockets are deep enough for a phone without bulging.',
      'The hem was finished neatly and the length suited me.',
      'Comfortable enough to sit in for a long drive.',
      'The fabric has a little stretch that helps a lot.',
    ],
    mixed: [
      'The waist fits but the seat is a little loose.',
      'They came long and needed hemming.',
      'The fabric attracts lint more than I would like.',
    ],
    unhappy: [
      'The waist ran a size smaller than the chart.',
      'The seam at the seat split within a month.',
      'The colour faded noticeably after two washes.',
    ],
  },
  kurta: {
    happy: [
      'The embroidery is fine and even, clearly done by hand.',
      'Wore it for Diwali puja and it was comfortable all evening.',
      'The fabric falls beautifully and the colour is rich.',
      'The neckline and buttons are finished with real care.',
      'The length is right for my height, neither short nor long.',
      'It looked lovely in the wedding photographs.',
      'Light enough for a summer sangeet.',
    ],
    mixed: [
      'The embroidery is lovely but the fit is loose at the chest.',
      'The colour is deeper than in the photos.',
      'It needs dry cleaning, which I had not noticed when ordering.',
    ],
    unhappy: [
      'The embroidery had loose threads on arrival.',
      'The fabric was stiffer than it looked on the site.',
      'It was too short for a kurta of this size.',
    ],
  },
  accessory: {
    happy: [
      'The finish is neat and it looks expensive.',
      'It came in a box good enough to give as a gift.',
      'The colour goes with both my navy and grey suits.',
      'Small detail, but it pulls an outfit together.',
      'The material feels sturdy and well made.',
      'It matched the shade on the site exactly.',
      'Got compliments on it at the first wedding I wore it to.',
    ],
    mixed: [
      'It is smaller than I imagined from the photos.',
      'Nice, though the colour is duller in daylight.',
      'Good quality but a little pricey for what it is.',
    ],
    unhappy: [
      'It showed a scratch within the first week.',
      'The clasp was loose straight out of the box.',
      'The colour did not match any of my suits as I had hoped.',
    ],
  },
};

const SERVICE: Record<Mood, readonly string[]> = {
  happy: [
    'Arrived well packed within four days.',
    'Delivery to Pune was a day earlier than promised.',
    'Support answered my sizing question on WhatsApp within minutes.',
    'The exchange for a bigger size was quick and free.',
    'Packaging was neat, with the garment folded in tissue.',
    'Tracking updates were clear all the way.',
  ],
  mixed: [
    'Delivery took a day longer than estimated, but support kept me informed.',
    'The box was a little crushed, though the garment was fine.',
    'Would have liked a garment bag in the box.',
  ],
  unhappy: [
    'The return pickup was easy and the refund came through quickly.',
    'The exchange was easy, but I lost a week waiting for the new one.',
    'Support was polite, which is why this is not one star.',
  ],
};

/** One product's reviews in the writing: what its earlier reviews have used, so the next one says something else. */
export class ReviewWriter {
  private readonly used = new Set<string>();
  private readonly kind: GarmentKind;
  private readonly word: string;
  private readonly random: Random;

  constructor(kind: GarmentKind, word: string, random: Random) {
    this.kind = kind;
    this.word = word;
    this.random = random;
  }

  /** A title and a review for `rating` stars, sharing no sentence with this product's earlier reviews. */
  write(rating: number): { title: string; review: string } {
    const mood = moodOf(rating);
    const title = this.take(TITLES[mood]) ?? this.random.pick(TITLES[mood]);
    const sentences = [
      this.take(VERDICTS[mood]),
      this.take(REMARKS[this.kind][mood]),
      this.random.chance(0.5) ? this.take(SERVICE[mood]) : undefined,
    ].filter((s): s is string => s !== undefined);
    return { title, review: sentences.join(' ').replaceAll('{item}', this.word) };
  }

  /** A sentence of the pool this product has not used yet; none when all are used. */
  private take(pool: readonly string[]): string | undefined {
    const fresh = pool.filter((s) => !this.used.has(s));
    if (fresh.length === 0) return undefined;
    const sentence = this.random.pick(fresh);
    this.used.add(sentence);
    return sentence;
  }
}
