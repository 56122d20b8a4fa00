import { DispatchedTodayScreen } from '../../features/dispatch/components/dispatched-today-screen.tsx';

export function Component() {
  return <DispatchedTodayScreen />;
}
