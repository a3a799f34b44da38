import { useParams } from 'react-router';
import { ListingView } from './ListingView';

/** `/product-listing` (every product) and `/product-listing/:categoryValue`. */
export default function ProductListingPage() {
  const { categoryValue } = useParams();
  return <ListingView scope={{ category: categoryValue ?? 'ALL' }} />;
}
