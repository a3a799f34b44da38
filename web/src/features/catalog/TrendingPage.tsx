import { ListingView } from './listing/ListingView';

export default function TrendingPage() {
  return <ListingView scope={{ collection: 'TRENDING' }} />;
}
