import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function TalkingPage() {
  return <PlaceholderPage title={messages.practices.talking.title} />;
}
