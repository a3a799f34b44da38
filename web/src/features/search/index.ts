/** What search offers the others: the shortest text worth searching for (the results page checks it too). */
export { SEARCH_MIN_LENGTH } from './search-items';
