import { ListingView } from './ListingView';

export default function TrendingPage() {
  return <ListingView scope={{ collection: 'TRENDING' }} />;
}
