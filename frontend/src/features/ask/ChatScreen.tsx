import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function ChatScreen() {
  return (
    <PlaceholderScreen
      title="Spiritual Guidance"
      line="Conversations with your AI companion will open here."
    />
  );
}
