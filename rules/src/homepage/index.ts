export {
  HOMEPAGE_PICKS_MAX,
  HOMEPAGE_SECTIONS,
  HOMEPAGE_TEXT_MAX,
  type HomepageEditValues,
  type HomepageProblem,
  type HomepageProblemCode,
  type HomepageSection,
  homepageProblems,
  isHomepageLink,
  isHomepageMedia,
} from './homepage-edit.js';
