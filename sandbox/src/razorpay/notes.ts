import type { Notes } from './entities.js';
import { failure, type RazorpayFailure } from './failures.js';

/** Razorpay's `notes`: up to 15 keys of text (numbers become text) up to 256 characters; none is an empty list. */
export function readNotes(notes: unknown): Notes | [] | RazorpayFailure {
  if (notes === undefined || notes === null) return [];
  if (typeof notes !== 'object' || Array.isArray(notes)) {
    return failure(400, { description: 'notes must be an object', field: 'notes' });
  }
  const entries = Object.entries(notes);
  if (entries.length > 15) return failure(400, { description: 'Number of notes cannot exceed 15', field: 'notes' });
  const read: Notes = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      return failure(400, { description: `notes.${key} must be text`, field: 'notes' });
    }
    if (String(value).length > 256) {
      return failure(400, { description: 'notes values cannot be longer than 256 characters', field: 'notes' });
    }
    read[key] = String(value);
  }
  return entries.length ? read : [];
}
