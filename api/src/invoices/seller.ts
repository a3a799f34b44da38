import { type InvoiceSeller, isValidGstin } from '@sutra/rules';
import { parseEnvironment, SANDBOX_DEFAULTS } from '@sutra/settings';
import { z } from 'zod';

/**
 * Who issues Sutra's invoices: the legal name, GSTIN and registered address printed on every one. Read once from the
 * environment at start (`INVOICE_SELLER_*`). The sandbox defaults describe a seller in Jaipur, Rajasthan (GST state
 * code 08), with a made-up GSTIN built on a made-up PAN whose check character is right, so every check an invoice
 * goes through passes; production must set the real registration (the api refuses to start on the sandbox's GSTIN). The app hands the configured seller to placement
 * (`OrderDeps.seller`) and to the invoice routes.
 */
export const SANDBOX_SELLER: InvoiceSeller = {
  name: 'Sutra Menswear Private Limited',
  gstin: SANDBOX_DEFAULTS.INVOICE_SELLER_GSTIN,
  addressLines: ['Sutra Atelier, 21 Prithviraj Road, C-Scheme', 'Jaipur, Rajasthan 302001'],
  state: 'Rajasthan',
  stateCode: '08',
  email: 'care@sutra.in',
  phone: '+91 98290 41414',
};

const sellerEnvSchema = z.object({
  INVOICE_SELLER_NAME: z.string().trim().min(3).default(SANDBOX_SELLER.name),
  INVOICE_SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'INVOICE_SELLER_GSTIN is not a valid GSTIN (shape or check character)')
    .default(SANDBOX_SELLER.gstin),
  /** The registered address, lines separated by `|`. */
  INVOICE_SELLER_ADDRESS: z.string().trim().min(3).default(SANDBOX_SELLER.addressLines.join('|')),
  INVOICE_SELLER_STATE: z.string().trim().min(2).default(SANDBOX_SELLER.state),
  INVOICE_SELLER_EMAIL: z.email().default(SANDBOX_SELLER.email),
  INVOICE_SELLER_PHONE: z.string().trim().min(5).default(SANDBOX_SELLER.phone),
});

export function loadSeller(env: NodeJS.ProcessEnv): InvoiceSeller {
  const e = parseEnvironment('api', sellerEnvSchema, env);
  return {
    name: e.INVOICE_SELLER_NAME,
    gstin: e.INVOICE_SELLER_GSTIN,
    addressLines: e.INVOICE_SELLER_ADDRESS.split('|').map((l) => l.trim()),
    state: e.INVOICE_SELLER_STATE,
    // A GSTIN's first two digits are the state it is registered in: the seller's state code, for the supply's kind.
    stateCode: e.INVOICE_SELLER_GSTIN.slice(0, 2),
    email: e.INVOICE_SELLER_EMAIL,
    phone: e.INVOICE_SELLER_PHONE,
  };
}
