export { FIELD_ERROR_CODES, type FieldErrorCode, isFieldErrorCode } from './errors/field-error-code.js';
export * from './invoice/index.js';
export type {
  ExecuteOnServer,
  PageRenderer,
  PageRequest,
  RenderedPage,
  ServerOperation,
  ServerOperationResult,
} from './page-render.js';
export { SESSION_SYNC_HEADER, SESSION_SYNC_PATH } from './page-render.js';
export { productPath, slugify } from './slug.js';
