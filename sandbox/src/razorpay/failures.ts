import { errorAnswer, type RazorpayError } from './entities.js';

/** A failure answered with Razorpay's error JSON and an HTTP status. */
export interface RazorpayFailure {
  ok: false;
  status: number;
  body: { error: RazorpayError };
}

export const isFailure = (value: unknown): value is RazorpayFailure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

export const failure = (status: number, error: Partial<RazorpayError> & { description: string }): RazorpayFailure => ({
  ok: false,
  status,
  body: errorAnswer(error),
});
