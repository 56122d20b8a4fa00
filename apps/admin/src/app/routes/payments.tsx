import { PaymentsScreen } from '../../features/reconciliation/components/payments-screen.tsx';

export function Component() {
  return <PaymentsScreen />;
}
