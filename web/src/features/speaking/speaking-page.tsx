import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function SpeakingPage() {
  return <PlaceholderPage title={messages.practices.speaking.title} />;
}
