import { ListingView } from './listing/ListingView';

export default function RecommendedPage() {
  return <ListingView scope={{ collection: 'RECOMMENDED' }} />;
}
