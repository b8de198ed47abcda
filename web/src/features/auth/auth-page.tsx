import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function AuthPage() {
  return <PlaceholderPage title={messages.auth.title} />;
}
