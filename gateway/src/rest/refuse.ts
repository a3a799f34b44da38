import type { ErrorBody } from '@sutra/api/wire';
import type { RefusalCode } from '@sutra/rules';

interface Replier {
  status(code: number): { send(body: unknown): unknown };
}

/**
 * A refusal by one of the gateway's own HTTP routes (uploads, invoice PDFs, the session cookie) in the api's error
 * shape, code included, so the browser reads every refusal the same way whichever service made it.
 */
export const refuse = (reply: Replier, status: number, code: RefusalCode, message: string) => {
  const body: ErrorBody = { success: false, status: false, code, message };
  return reply.status(status).send(body);
};
