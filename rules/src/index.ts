export type {
  ExecuteOnServer,
  PageRenderer,
  PageRequest,
  RenderedPage,
  ServerOperation,
  ServerOperationResult,
} from './page-render.js';
export { productPath, slugify } from './slug.js';
