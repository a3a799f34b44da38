import { ListingView } from './ListingView';

export default function RecommendedPage() {
  return <ListingView scope={{ collection: 'RECOMMENDED' }} />;
}
