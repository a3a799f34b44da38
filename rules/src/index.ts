export { productPath, slugify } from './slug.js';
