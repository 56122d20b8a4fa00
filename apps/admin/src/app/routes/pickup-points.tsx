import { PickupPointsScreen } from '../../features/pickup-points/components/pickup-points-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Pickup points</h1>
      <PickupPointsScreen />
    </div>
  );
}
