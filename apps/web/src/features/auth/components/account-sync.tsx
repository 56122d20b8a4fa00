import { useAuth } from '../../../lib/auth.ts';
import { useCartSync } from '../hooks/use-cart-sync.ts';

/** Renders nothing: keeps the signed-in shopper's cart saved on the server (§4). */
export function AccountSync() {
  const { token, isLoggedIn } = useAuth();
  useCartSync(isLoggedIn ? token : null);
  return null;
}
