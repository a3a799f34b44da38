import { useParams } from 'react-router';
import { useCategoriesQuery } from '../../__generated__/operations/Categories';
import { ListingView } from './listing/ListingView';

/** `/product-listing` (every product) and `/product-listing/:categoryValue`. */
export default function ProductListingPage() {
  const { categoryValue = 'ALL' } = useParams();
  const { data } = useCategoriesQuery();
  const category = data?.categories.find((c) => c.value === categoryValue.toLowerCase());
  return <ListingView key={categoryValue} scope={{ category: categoryValue }} categoryName={category?.name} />;
}
