import type { FastifyReply } from 'fastify';

/**
 * A listing's answer as JSON text, its products' documents spliced in as PostgreSQL wrote them. A page of 12 suits is
 * ~26 KB of documents: parsing them from the database's text only to write them back out cost the api a fifth of a
 * listing's CPU time. The shape is the `/product` route's, documented by its response schema.
 */
export function listingJson(
  documents: readonly string[],
  page?: { total: number; aboveMaxPrice: number; nextCursor: string | null },
): string {
  const result = `[${documents.join(',')}]`;
  return page
    ? `{"success":true,"result":${result},"total":${page.total},"aboveMaxPrice":${page.aboveMaxPrice},` +
        `"nextCursor":${JSON.stringify(page.nextCursor)}}`
    : `{"success":true,"result":${result}}`;
}

/**
 * Answers JSON text as it is: Fastify sends a string body without serializing it again. (The reply's payload type is
 * the route's schema, which the text follows but the compiler cannot see.)
 */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);
