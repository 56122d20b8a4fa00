import { Outlet } from 'react-router';

// Placeholder shell: replaced by the real console layout (header, navigation, live badge).
export function ConsoleLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
