import type { z } from 'zod';
import type { contactAnswerSchema, feedbackAnswerSchema, returnAnswerSchema, uploadAnswerSchema } from './schemas.js';

/** The JSON answers of the support routes, as clients read them. */
export type FeedbackAnswerJson = z.infer<typeof feedbackAnswerSchema>;
export type ContactAnswerJson = z.infer<typeof contactAnswerSchema>;
export type UploadAnswerJson = z.infer<typeof uploadAnswerSchema>;
export type ReturnAnswerJson = z.infer<typeof returnAnswerSchema>;
export type ReturnRequestJson = ReturnAnswerJson['result'];
