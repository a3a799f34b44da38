/** Sutra's own contact details, shown in the footer, the contact page and the chat widget. */
export const STORE = {
  name: 'Sutra',
  legalName: 'Sutra Menswear Private Limited',
  phoneDisplay: '+91 98290 41414',
  /** International format without '+', as WhatsApp links want it. */
  whatsappNumber: '919829041414',
  email: 'care@sutra.in',
  address: {
    line1: 'Sutra Atelier, 21 Prithviraj Road, C-Scheme',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  },
  hours: 'Monday to Saturday, 10 am to 7 pm IST',
  /** The footer's four social links (the spec leaves them empty): Sutra's handles, to confirm before launch. */
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/sutra.jaipur' },
    { network: 'Facebook', url: 'https://www.facebook.com/sutra.jaipur' },
    { network: 'YouTube', url: 'https://www.youtube.com/@sutra.jaipur' },
    { network: 'X', url: 'https://x.com/sutra_jaipur' },
  ],
} as const;

export type SocialNetwork = (typeof STORE.social)[number]['network'];

export const storeAddressLine = (): string =>
  `${STORE.address.line1}, ${STORE.address.city}, ${STORE.address.state} ${STORE.address.pincode}`;
