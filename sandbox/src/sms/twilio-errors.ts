/** Twilio's REST error body: its code, a message, where the code is documented, and the HTTP status. */
export interface TwilioError {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export interface TwilioRefusal {
  ok: false;
  status: number;
  body: TwilioError;
}

export const twilioError = (status: number, code: number, message: string): TwilioRefusal => ({
  ok: false,
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** The refusals the sandbox plays, by what caused them. */
export const TWILIO_ERRORS = {
  badCredentials: () => twilioError(401, 20003, 'Authenticate'),
  notFound: (what: string) => twilioError(404, 20404, `The requested resource ${what} was not found`),
  invalidTo: (to: string) => twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`),
  noTo: () => twilioError(400, 21604, "A 'To' phone number is required."),
  // Twilio numbers a missing Body 21602; the store's contract settled on 21604 for it, which is what the api expects.
  noBody: () => twilioError(400, 21604, 'Message body is required.'),
  noFrom: () => twilioError(400, 21603, "A 'From' phone number is required."),
  tooLong: () => twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'),
  invalidCallback: () => twilioError(400, 21609, 'Invalid StatusCallback url'),
  tooManyRequests: () => twilioError(429, 20429, 'Too Many Requests'),
  unavailable: () => twilioError(503, 20500, 'Internal Server Error: the service is temporarily unavailable'),
};
