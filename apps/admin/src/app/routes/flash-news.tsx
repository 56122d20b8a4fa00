import { FlashNewsScreen } from '../../features/flash-news/components/flash-news-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Flash news</h1>
      <FlashNewsScreen />
    </div>
  );
}
