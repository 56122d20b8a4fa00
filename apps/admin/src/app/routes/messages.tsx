import { MessagesScreen } from '../../features/messages/components/messages-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Messages</h1>
      <MessagesScreen />
    </div>
  );
}
