/** A template button as registered: a quick reply with its label, or a URL whose `{{1}}` the sender fills. */
export type TemplateButton = { kind: 'quick_reply'; text: string } | { kind: 'url'; text: string; url: string };

/** A message template as WhatsApp Manager holds it once approved: its body's `{{n}}` are filled in order. */
export interface MessageTemplate {
  name: string;
  language: string;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  body: string;
  buttons: TemplateButton[];
}

/** Where the store's templates' URL buttons point: into the shop (a template's links stay on the business's site). */
export interface TemplateOrigins {
  /** The shop's public origin, no trailing slash. */
  publicUrl: string;
}

/** The number of `{{n}}` placeholders a text holds (the highest n). */
export const placeholdersIn = (text: string): number =>
  Math.max(0, ...[...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));

/** Fills `{{1}}`, `{{2}}`, … with `values` in order. */
export const fill = (text: string, values: readonly string[]): string =>
  text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);

/** The templates the store has registered, as WhatsApp Manager would hold them (the api's renderers fill them). */
export function storeTemplates({ publicUrl }: TemplateOrigins): MessageTemplate[] {
  const utility = (name: string, body: string, buttons: TemplateButton[] = []): MessageTemplate => ({
    name,
    language: 'en',
    category: 'UTILITY',
    body,
    buttons,
  });
  return [
    utility('order_placed', 'Hello {{1}}, thank you for your Sutra order {{2}} of {{3}}. {{4}}', [
      { kind: 'url', text: 'View order', url: `${publicUrl}/profile/orders/{{1}}` },
    ]),
    utility(
      'cod_confirm',
      'Hello {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}}. We send it as soon as you confirm.',
      [
        { kind: 'quick_reply', text: 'Confirm order' },
        { kind: 'quick_reply', text: 'Cancel order' },
      ],
    ),
    utility('order_shipped', 'Your Sutra order {{1}} is on its way with {{2}}, AWB {{3}}.', [
      // The order's page in the shop, which shows the parcel's tracking and links the courier's.
      { kind: 'url', text: 'Track parcel', url: `${publicUrl}/profile/orders/{{1}}` },
    ]),
    utility('order_out_for_delivery', 'Your Sutra order {{1}} is out for delivery today. {{2}}'),
    utility('order_delivered', 'Your Sutra order {{1}} was delivered. We hope you love it.'),
    utility(
      'refund_issued',
      'We have refunded {{1}} for your Sutra order {{2}}. It reaches your account in 5–7 working days.',
    ),
    utility('back_in_stock', 'Good news: {{1}} in size {{2}} is back in stock at Sutra.', [
      { kind: 'url', text: 'Buy now', url: `${publicUrl}/{{1}}` },
    ]),
  ];
}
