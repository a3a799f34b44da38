/**
 * The About page's words: the four story sections (tabs on wide screens, an accordion on small ones), each with an
 * opening shown at once and the rest behind Read More.
 */

export interface StorySection {
  value: string;
  title: string;
  lead: string;
  more: readonly string[];
}

export const STORY_SECTIONS: readonly StorySection[] = [
  {
    value: 'introduction',
    title: 'Introduction',
    lead:
      'Sutra means thread: the single line that holds a garment together. We are a Jaipur menswear house making suits ' +
      'and blazers first, and the shirts, trousers and festive wear that belong beside them, cut in our own atelier ' +
      'in C-Scheme and delivered to every corner of India.',
    more: [
      'We began in 2016 with one cutting table and two master tailors who had spent thirty wedding seasons dressing ' +
        'the grooms of the Pink City. Their question was simple: why should a man choose between the fit of a ' +
        'made-to-measure suit and the ease of buying one online?',
      'Today forty cutters, tailors, pressers and finishers work on the same street, and every Sutra piece still ' +
        'passes through a tailor’s hands, and a final press, before it is folded into its box.',
    ],
  },
  {
    value: 'vision',
    title: 'Our Vision',
    lead:
      'A well-cut suit should be as easy to own in Jorhat or Jodhpur as it is in South Mumbai: honest cloth, a fit ' +
      'that flatters, and a price that tells you exactly what you are paying for.',
    more: [
      'We want Sutra to be the first name a man thinks of for the moments that ask him to dress up: a first job ' +
        'interview, a board meeting, his sister’s sangeet, his own wedding.',
      'That means building a wardrobe rather than chasing a season. Our navy, charcoal and ivory pieces are cut to ' +
        'work together, so a blazer bought this winter still finds its trousers three years from now.',
    ],
  },
  {
    value: 'apart',
    title: 'What Sets Us Apart',
    lead:
      'Our suits and blazers are half-canvassed, not fused: a floating layer of canvas shapes the chest and lapel, ' +
      'so the jacket drapes instead of sitting stiff, and moulds to you the more you wear it.',
    more: [
      'We buy cloth by the bolt from mills we have visited, worsted wool from Bhilwara and Ludhiana, linen for the ' +
        'summer, and a small run of Italian wool for our finest suits, and we tell you on every page what a piece is ' +
        'made of.',
      'Our sizes are graded on Indian measurements, with a size guide on every product, and every trouser leaves us ' +
        'with extra cloth in the seat and waist, so your local tailor can let it out or take it in.',
    ],
  },
  {
    value: 'commitment',
    title: 'Our Commitment',
    lead:
      'We stand by what we make. If a piece is not right, you have 14 days from delivery to send it back, shipping ' +
      'is free across India, and a real person at our atelier answers when you write to us.',
    more: [
      'The people who make your clothes are salaried members of our team, with provident fund, health cover and ' +
        'paid leave through the quiet months, not piece-rate workers let go after the wedding season.',
      'Offcuts from our cutting table become pocket squares and lining for our gift pouches, and we pack in ' +
        'recycled card and paper tape, with no plastic in the box.',
    ],
  },
];

export interface StorePromise {
  icon: 'returns' | 'shipping' | 'support' | 'members';
  title: string;
  text: string;
}

/** The spec's four promise tiles. '24/7' is what the help pages and tracking offer; people answer in working hours. */
export const PROMISES: readonly StorePromise[] = [
  {
    icon: 'returns',
    title: '14-Day Returns',
    text: 'Changed your mind? Send a piece back within 14 days of delivery, unworn and with its tags on.',
  },
  {
    icon: 'shipping',
    title: 'Free Shipping',
    text: 'Free delivery to every serviceable pincode in India, usually within 3 to 6 days of dispatch.',
  },
  {
    icon: 'support',
    title: '24/7 Support',
    text: 'Help pages and order tracking around the clock; our Style Desk replies on WhatsApp from 10 am to 7 pm, Monday to Saturday.',
  },
  {
    icon: 'members',
    title: 'Member Discounts',
    text: 'Every order earns membership points to spend on the next, and members hear about our sales first.',
  },
];

export interface CustomerReview {
  name: string;
  city: string;
  bought: string;
  rating: number;
  text: string;
}

/** Sample reviews for the carousel (static text, as the spec has it). */
export const CUSTOMER_REVIEWS: readonly CustomerReview[] = [
  {
    name: 'Rohan Malhotra',
    city: 'New Delhi',
    bought: 'Navy two-piece suit',
    rating: 5,
    text:
      'Ordered a 40 on the size guide’s advice and it fitted through the shoulders straight out of the box. My tailor ' +
      'only hemmed the trousers. The canvas makes a real difference: it looks sharper after a month than on day one.',
  },
  {
    name: 'Aditya Rathore',
    city: 'Jodhpur',
    bought: 'Ivory bandhgala',
    rating: 5,
    text:
      'Wore it for my brother’s wedding and three uncles asked for the name of my tailor. The buttons are properly ' +
      'sewn, the lining is cool enough for afternoon pheras, and it arrived in four days.',
  },
  {
    name: 'Karthik Iyer',
    city: 'Chennai',
    bought: 'Charcoal wool blazer',
    rating: 4,
    text:
      'Beautiful cloth and a clean, narrow lapel. I sent back my first size and had the exchange within a week with ' +
      'no argument. Knocked off a star only because I wish the sleeves were a touch shorter.',
  },
  {
    name: 'Imran Qureshi',
    city: 'Lucknow',
    bought: 'Linen shirts, set of three',
    rating: 5,
    text:
      'The linen softens with every wash instead of going limp. I wrote to the Style Desk about the fit of the collar ' +
      'and got a reply with measurements within the hour.',
  },
  {
    name: 'Sandeep Choudhary',
    city: 'Jaipur',
    bought: 'Three-piece suit',
    rating: 5,
    text:
      'I walked past their atelier for years before I ordered online. The waistcoat alone is worth it: it sits flat, ' +
      'the back is lined, and the trousers had enough cloth in the seat to let out after Diwali.',
  },
  {
    name: 'Vikram Desai',
    city: 'Pune',
    bought: 'Grey checked blazer',
    rating: 4,
    text:
      'Smart enough for client meetings, easy enough with jeans on a Friday. Packaging was paper only, which I liked. ' +
      'Delivery took six days to Pune, which is what they said it would.',
  },
];
