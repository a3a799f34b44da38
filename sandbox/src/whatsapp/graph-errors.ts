import { randomBytes } from 'node:crypto';

/** The Graph API's error body, as the Cloud API answers every refusal. */
export interface GraphError {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

export interface GraphRefusal {
  ok: false;
  status: number;
  body: GraphError;
}

const traceId = (): string => randomBytes(12).toString('base64').replace(/[+/=]/g, 'A');

function graphError(
  status: number,
  code: number,
  message: string,
  details?: string,
  extra: { type?: string; error_subcode?: number } = {},
): GraphRefusal {
  return {
    ok: false,
    status,
    body: {
      error: {
        message,
        type: extra.type ?? 'OAuthException',
        code,
        ...(extra.error_subcode === undefined ? {} : { error_subcode: extra.error_subcode }),
        ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp' as const, details } }),
        fbtrace_id: traceId(),
      },
    },
  };
}

/** The refusals the sandbox plays, with the codes and words the Cloud API documents. */
export const GRAPH_ERRORS = {
  badToken: () => graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  unknownPhoneNumber: (id: string) =>
    graphError(
      400,
      100,
      `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      undefined,
      { type: 'GraphMethodException', error_subcode: 33 },
    ),
  invalidParameter: (details: string) => graphError(400, 100, '(#100) Invalid parameter', details),
  templateMissing: (name: string, language: string) =>
    graphError(
      404,
      132001,
      '(#132001) Template name does not exist in the translation',
      `template name (${name}) does not exist in ${language}`,
    ),
  paramCount: (details: string) =>
    graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', details),
  paramText: () =>
    graphError(
      400,
      132018,
      '(#132018) There was an issue with the parameters in your template.',
      'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
    ),
  rateLimited: () =>
    graphError(429, 130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'),
  unavailable: () =>
    graphError(503, 131000, '(#131000) Something went wrong', 'Something went wrong. Please try again later.'),
};
