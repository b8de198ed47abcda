import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function WritingPage() {
  return <PlaceholderPage title={messages.practices.writing.title} />;
}
