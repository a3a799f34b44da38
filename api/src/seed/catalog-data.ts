/**
 * The seed catalogue: Sutra's six departments and the products in each. Prices are rupees (the seed converts to
 * paise). Colours are names from the storefront's colour table, so swatches show the right shade.
 */

export type GarmentKind = 'suit' | 'blazer' | 'shirt' | 'trousers' | 'kurta' | 'accessory';

export interface ProductSeed {
  name: string;
  /** Sale price of the first variant, rupees. */
  price: number;
  /** Percent off the retail price; 0 = not discounted. */
  off?: number;
  colors: string[];
  fabric: string;
  /** Marks a product as sold out (visibilityStatus false). */
  soldOut?: boolean;
}

export interface CategorySeed {
  categoryName: string;
  value: string;
  kind: GarmentKind;
  sizes: string[];
  /** Sentence fragments that make descriptions specific to the department. */
  occasion: string;
  care: string;
  products: ProductSeed[];
}

const JACKET_SIZES = ['36', '38', '40', '42', '44', '46'];
const TOP_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['30', '32', '34', '36', '38'];

export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    categoryName: 'Suits',
    value: 'suits',
    kind: 'suit',
    sizes: JACKET_SIZES,
    occasion: 'Cut for boardrooms, receptions and the long evenings after them',
    care: 'Dry clean only. Hang on a broad-shouldered hanger and steam rather than press.',
    products: [
      {
        name: 'Milano Wool-Blend Two-Piece Suit',
        price: 14999,
        off: 20,
        colors: ['navy', 'gray', 'black'],
        fabric: 'Italian wool-blend',
      },
      {
        name: 'Windsor Three-Piece Suit',
        price: 34999,
        colors: ['navy', 'brown', 'gray'],
        fabric: 'Super 120s merino wool',
      },
      {
        name: 'Jodhpur Bandhgala Suit',
        price: 21999,
        off: 15,
        colors: ['maroon', 'navy', 'beige'],
        fabric: 'raw silk blend',
      },
      { name: 'Oxford Pinstripe Suit', price: 17999, colors: ['navy', 'black'], fabric: 'pinstriped worsted wool' },
      { name: 'Savile Slim-Fit Tuxedo', price: 27999, off: 10, colors: ['black', 'navy'], fabric: 'satin-faced wool' },
      { name: 'Linen Summer Suit', price: 12999, off: 25, colors: ['beige', 'blue', 'olive'], fabric: 'Irish linen' },
      {
        name: 'Double-Breasted Peak Lapel Suit',
        price: 24999,
        colors: ['gray', 'navy', 'teal'],
        fabric: 'wool flannel',
      },
      {
        name: 'Tweed Check Suit',
        price: 19999,
        colors: ['brown', 'olive'],
        fabric: 'Harris-style tweed',
        soldOut: true,
      },
      {
        name: 'Stretch Travel Suit',
        price: 13999,
        off: 30,
        colors: ['navy', 'gray', 'black'],
        fabric: 'crease-resistant stretch wool',
      },
      { name: 'Velvet Dinner Suit', price: 32999, colors: ['maroon', 'black', 'indigo'], fabric: 'cotton velvet' },
      {
        name: 'Houndstooth Three-Piece Suit',
        price: 22999,
        off: 12,
        colors: ['gray', 'brown'],
        fabric: 'houndstooth wool',
      },
      { name: 'Shawl Collar Tuxedo', price: 29999, colors: ['black', 'white'], fabric: 'barathea wool' },
      { name: 'Prince of Wales Check Suit', price: 23999, colors: ['gray', 'blue'], fabric: 'glen-check worsted' },
      {
        name: 'Herringbone Wool Suit',
        price: 18999,
        off: 18,
        colors: ['gray', 'navy', 'brown'],
        fabric: 'herringbone wool',
      },
      {
        name: 'Mandarin Collar Suit',
        price: 15999,
        colors: ['beige', 'silver', 'navy'],
        fabric: 'textured poly-viscose',
      },
      {
        name: 'Sharkskin Business Suit',
        price: 16999,
        off: 8,
        colors: ['silver', 'gray', 'navy'],
        fabric: 'sharkskin wool-blend',
      },
    ],
  },
  {
    categoryName: 'Blazers',
    value: 'blazers',
    kind: 'blazer',
    sizes: JACKET_SIZES,
    occasion: 'Made to go over a crisp shirt on a weekday or a kurta at a sangeet',
    care: 'Dry clean. Brush after wear and let it rest a day between outings.',
    products: [
      {
        name: 'Hopsack Travel Blazer',
        price: 8999,
        off: 15,
        colors: ['navy', 'gray', 'khaki'],
        fabric: 'breathable hopsack wool',
      },
      {
        name: 'Corduroy Weekend Blazer',
        price: 7499,
        colors: ['brown', 'olive', 'beige'],
        fabric: 'fine-wale corduroy',
      },
      {
        name: 'Linen Unstructured Blazer',
        price: 6999,
        off: 20,
        colors: ['beige', 'blue', 'white'],
        fabric: 'washed linen',
      },
      { name: 'Jacquard Festive Blazer', price: 12999, colors: ['maroon', 'gold', 'navy'], fabric: 'woven jacquard' },
      {
        name: 'Velvet Evening Blazer',
        price: 14999,
        off: 10,
        colors: ['plum', 'black', 'teal'],
        fabric: 'plush velvet',
      },
      { name: 'Tweed Heritage Blazer', price: 11999, colors: ['brown', 'gray'], fabric: 'herringbone tweed' },
      { name: 'Knit Jersey Blazer', price: 5999, colors: ['navy', 'black', 'gray'], fabric: 'cotton jersey knit' },
      {
        name: 'Seersucker Summer Blazer',
        price: 6499,
        off: 35,
        colors: ['blue', 'white'],
        fabric: 'cotton seersucker',
        soldOut: true,
      },
      { name: 'Double-Breasted Gold-Button Blazer', price: 13499, colors: ['navy', 'black'], fabric: 'wool serge' },
      {
        name: 'Nehru Collar Blazer',
        price: 8499,
        off: 12,
        colors: ['beige', 'maroon', 'navy'],
        fabric: 'matka silk blend',
      },
      { name: 'Check Sports Blazer', price: 9499, colors: ['gray', 'brown', 'olive'], fabric: 'windowpane-check wool' },
      {
        name: 'Brocade Wedding Blazer',
        price: 16999,
        off: 18,
        colors: ['gold', 'maroon', 'silver'],
        fabric: 'silk brocade',
      },
      { name: 'Wool Flannel Blazer', price: 10999, colors: ['gray', 'navy'], fabric: 'brushed flannel' },
      {
        name: 'Shawl Lapel Tuxedo Blazer',
        price: 15499,
        colors: ['black', 'white', 'maroon'],
        fabric: 'grain-de-poudre wool',
      },
      {
        name: 'Cotton Stretch Blazer',
        price: 6499,
        off: 22,
        colors: ['khaki', 'navy', 'olive'],
        fabric: 'stretch cotton twill',
      },
    ],
  },
  {
    categoryName: 'Shirts',
    value: 'shirts',
    kind: 'shirt',
    sizes: TOP_SIZES,
    occasion: 'Collars that hold their shape under a jacket and on their own',
    care: 'Machine wash cold with similar colours. Iron while slightly damp.',
    products: [
      {
        name: 'Oxford Button-Down Shirt',
        price: 1799,
        off: 20,
        colors: ['white', 'blue', 'pink'],
        fabric: 'two-ply Oxford cotton',
      },
      {
        name: 'Poplin Formal Shirt',
        price: 1499,
        colors: ['white', 'blue', 'lavender'],
        fabric: 'crisp cotton poplin',
      },
      { name: 'Linen Mandarin Shirt', price: 2299, off: 15, colors: ['beige', 'white', 'olive'], fabric: 'pure linen' },
      {
        name: 'Twill Cutaway Collar Shirt',
        price: 1999,
        colors: ['white', 'blue', 'gray'],
        fabric: 'Egyptian cotton twill',
      },
      { name: 'Chambray Casual Shirt', price: 1699, off: 25, colors: ['blue', 'indigo'], fabric: 'soft chambray' },
      {
        name: 'Dobby Textured Shirt',
        price: 1899,
        colors: ['white', 'lavender', 'cyan'],
        fabric: 'dobby-weave cotton',
      },
      { name: 'Pin-Collar Dress Shirt', price: 2499, colors: ['white', 'pink'], fabric: 'end-on-end cotton' },
      {
        name: 'Flannel Check Shirt',
        price: 1599,
        off: 30,
        colors: ['maroon', 'green', 'navy'],
        fabric: 'brushed cotton flannel',
      },
      { name: 'Tuxedo Pleated Shirt', price: 2799, colors: ['white', 'black'], fabric: 'cotton voile' },
      {
        name: 'Giza Cotton Shirt',
        price: 3499,
        off: 10,
        colors: ['white', 'blue', 'salmon'],
        fabric: 'long-staple Giza cotton',
      },
      {
        name: 'Printed Resort Shirt',
        price: 1299,
        colors: ['teal', 'coral', 'navy'],
        fabric: 'cotton rayon',
        soldOut: true,
      },
      {
        name: 'Striped Office Shirt',
        price: 1599,
        off: 18,
        colors: ['blue', 'pink', 'gray'],
        fabric: 'Bengal-stripe cotton',
      },
      { name: 'French Cuff Shirt', price: 2599, colors: ['white', 'lavender'], fabric: 'herringbone cotton' },
      { name: 'Band Collar Kurta Shirt', price: 1399, colors: ['white', 'beige', 'khaki'], fabric: 'slub cotton' },
      { name: 'Satin Party Shirt', price: 2199, off: 22, colors: ['black', 'maroon', 'navy'], fabric: 'stretch satin' },
    ],
  },
  {
    categoryName: 'Trousers',
    value: 'trousers',
    kind: 'trousers',
    sizes: WAIST_SIZES,
    occasion: 'A clean break over the shoe and room to sit through a three-hour ceremony',
    care: 'Dry clean or gentle machine wash. Hang by the hem to keep the crease.',
    products: [
      {
        name: 'Pleated Wool Trousers',
        price: 3999,
        off: 15,
        colors: ['gray', 'navy', 'brown'],
        fabric: 'tropical wool',
      },
      {
        name: 'Flat-Front Chinos',
        price: 1899,
        colors: ['khaki', 'navy', 'olive', 'beige'],
        fabric: 'stretch cotton twill',
      },
      {
        name: 'Linen Drawstring Trousers',
        price: 2199,
        off: 20,
        colors: ['beige', 'white', 'olive'],
        fabric: 'washed linen',
      },
      { name: 'Slim Formal Trousers', price: 2499, colors: ['black', 'gray', 'navy'], fabric: 'poly-viscose suiting' },
      {
        name: 'Stretch Travel Trousers',
        price: 2799,
        off: 25,
        colors: ['navy', 'black', 'khaki'],
        fabric: 'four-way stretch',
      },
      { name: 'Corduroy Trousers', price: 2999, colors: ['brown', 'olive', 'beige'], fabric: 'needle cord' },
      { name: 'Gurkha Trousers', price: 3499, off: 10, colors: ['khaki', 'olive', 'navy'], fabric: 'cotton gabardine' },
      { name: 'Tuxedo Trousers', price: 4999, colors: ['black', 'navy'], fabric: 'wool with satin side stripe' },
      {
        name: 'Cargo Chinos',
        price: 1799,
        off: 30,
        colors: ['olive', 'khaki', 'black'],
        fabric: 'garment-dyed cotton',
        soldOut: true,
      },
      { name: 'Flannel Trousers', price: 4499, colors: ['gray', 'brown'], fabric: 'wool flannel' },
      {
        name: 'Cotton Twill Trousers',
        price: 1999,
        colors: ['beige', 'navy', 'brown'],
        fabric: 'peached cotton twill',
      },
      { name: 'Jodhpuri Breeches', price: 2699, off: 12, colors: ['white', 'beige'], fabric: 'cotton stretch' },
      {
        name: 'Wide-Leg Pleated Trousers',
        price: 3299,
        colors: ['gray', 'black', 'brown'],
        fabric: 'fluid wool-blend',
      },
      { name: 'Seersucker Trousers', price: 2399, off: 18, colors: ['blue', 'gray'], fabric: 'cotton seersucker' },
    ],
  },
  {
    categoryName: 'Ethnic Wear',
    value: 'ethnic-wear',
    kind: 'kurta',
    sizes: TOP_SIZES,
    occasion: 'Hand-finished in Jaipur for weddings, pujas and every festive evening',
    care: 'Dry clean to protect the embroidery. Store folded in muslin, away from damp.',
    products: [
      { name: 'Silk Bandhgala', price: 18999, off: 10, colors: ['maroon', 'navy', 'gold'], fabric: 'pure silk' },
      {
        name: 'Chikankari Kurta Set',
        price: 4499,
        colors: ['white', 'beige', 'lavender'],
        fabric: 'Lucknowi chikankari cotton',
      },
      {
        name: 'Jacquard Sherwani',
        price: 34999,
        off: 15,
        colors: ['gold', 'beige', 'maroon'],
        fabric: 'silk jacquard',
      },
      { name: 'Linen Nehru Jacket', price: 3499, colors: ['beige', 'olive', 'navy'], fabric: 'linen' },
      { name: 'Cotton Pathani Suit', price: 2799, off: 20, colors: ['white', 'black', 'gray'], fabric: 'cotton satin' },
      { name: 'Brocade Achkan', price: 24999, colors: ['maroon', 'gold'], fabric: 'Banarasi brocade' },
      {
        name: 'Embroidered Kurta Pyjama',
        price: 3999,
        off: 25,
        colors: ['yellow', 'turquoise', 'white'],
        fabric: 'cotton silk',
      },
      { name: 'Angrakha Kurta', price: 2999, colors: ['coral', 'white', 'teal'], fabric: 'mulmul cotton' },
      {
        name: 'Indo-Western Jacket Set',
        price: 12999,
        off: 18,
        colors: ['navy', 'plum', 'silver'],
        fabric: 'textured silk blend',
      },
      {
        name: 'Raw Silk Sherwani',
        price: 38999,
        colors: ['beige', 'gold', 'maroon'],
        fabric: 'raw silk',
        soldOut: true,
      },
      { name: 'Khadi Kurta', price: 2499, colors: ['white', 'beige', 'orange'], fabric: 'handspun khadi' },
      { name: 'Velvet Bandhgala', price: 21999, off: 12, colors: ['plum', 'black', 'green'], fabric: 'silk velvet' },
      {
        name: 'Mirror-Work Nehru Jacket',
        price: 5499,
        colors: ['maroon', 'teal', 'black'],
        fabric: 'cotton with mirror embroidery',
      },
      {
        name: 'Banarasi Kurta Set',
        price: 6999,
        off: 15,
        colors: ['gold', 'coral', 'turquoise'],
        fabric: 'Banarasi silk',
      },
    ],
  },
  {
    categoryName: 'Accessories',
    value: 'accessories',
    kind: 'accessory',
    sizes: ['Free Size'],
    occasion: 'The finishing details that make a suit yours',
    care: 'Wipe clean or spot clean. Store flat in the box it came in.',
    products: [
      { name: 'Silk Woven Tie', price: 1299, off: 20, colors: ['navy', 'maroon', 'silver'], fabric: 'woven silk' },
      { name: 'Paisley Pocket Square', price: 599, colors: ['maroon', 'navy', 'gold'], fabric: 'printed silk twill' },
      { name: 'Italian Leather Belt', price: 1999, off: 15, colors: ['brown', 'black'], fabric: 'full-grain leather' },
      { name: 'Enamel Cufflinks', price: 1499, colors: ['silver', 'gold'], fabric: 'enamel on brass' },
      { name: 'Velvet Bow Tie', price: 899, colors: ['black', 'maroon', 'navy'], fabric: 'velvet' },
      { name: 'Merino Wool Scarf', price: 2499, off: 25, colors: ['gray', 'navy', 'maroon'], fabric: 'merino wool' },
      {
        name: 'Floral Lapel Pin',
        price: 499,
        colors: ['gold', 'silver', 'red'],
        fabric: 'plated alloy',
        soldOut: true,
      },
      {
        name: 'Bifold Leather Wallet',
        price: 1799,
        off: 10,
        colors: ['brown', 'black'],
        fabric: 'vegetable-tanned leather',
      },
      { name: 'Wedding Safa', price: 2999, colors: ['red', 'orange', 'magenta'], fabric: 'bandhani georgette' },
      { name: 'Kundan Sherwani Brooch', price: 2299, off: 18, colors: ['gold', 'silver'], fabric: 'kundan and pearl' },
      {
        name: 'Leather Trim Suspenders',
        price: 1199,
        colors: ['black', 'navy', 'brown'],
        fabric: 'elastic with leather trim',
      },
      {
        name: 'Cotton Dress Socks, Pack of 3',
        price: 699,
        off: 30,
        colors: ['navy', 'black', 'gray'],
        fabric: 'combed cotton',
      },
      { name: 'Brushed Steel Tie Bar', price: 799, colors: ['silver', 'gold'], fabric: 'brushed steel' },
      { name: 'Pashmina Stole', price: 3499, off: 12, colors: ['beige', 'maroon', 'violet'], fabric: 'pashmina blend' },
    ],
  },
];

/** Shades used to draw the seed's garment images (fabric tones, not the storefront's swatch table). */
export const FABRIC_SHADES: Record<string, string> = {
  white: '#f4f1ea',
  black: '#1d1d1f',
  red: '#b3262e',
  green: '#2f5d3a',
  blue: '#3c6fb6',
  yellow: '#e3b935',
  orange: '#d9772b',
  pink: '#e8a5b5',
  purple: '#5b3a7a',
  brown: '#6b4a2f',
  gray: '#6e7178',
  cyan: '#7cc6d0',
  magenta: '#b0307a',
  lime: '#a8c45a',
  maroon: '#6d1f2b',
  navy: '#1f2a44',
  olive: '#5f6236',
  teal: '#1f6b6b',
  silver: '#b9bcc2',
  gold: '#c9a24a',
  beige: '#d8c8a8',
  lavender: '#b9a9d6',
  violet: '#7a4fa0',
  indigo: '#34336e',
  turquoise: '#3fb3a8',
  coral: '#e8765f',
  salmon: '#ec9a82',
  khaki: '#b7a57a',
  plum: '#6e3b5e',
};

/** Display label of a colour name: `navy` -> `Navy`. */
export const colorLabel = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

export const REVIEWER_NAMES = [
  'Arjun Mehta',
  'Rohan Iyer',
  'Vikram Singh Rathore',
  'Karan Malhotra',
  'Aditya Rao',
  'Siddharth Jain',
  'Imran Qureshi',
  'Rahul Nair',
  'Devendra Shekhawat',
  'Ankit Agarwal',
  'Farhan Sheikh',
  'Pranav Kulkarni',
  'Harpreet Gill',
  'Sameer Kapoor',
];

export const GARMENT_WORD: Record<GarmentKind, string> = {
  suit: 'suit',
  blazer: 'blazer',
  shirt: 'shirt',
  trousers: 'pair of trousers',
  kurta: 'outfit',
  accessory: 'piece',
};
