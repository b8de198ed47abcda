import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function RankingPage() {
  return <PlaceholderPage title={messages.ranking.title} />;
}
