import { PlaceholderPage } from '../../components/placeholder-page';
import { messages } from '../../messages';

export function ProfilePage() {
  return <PlaceholderPage title={messages.profile.title} />;
}
