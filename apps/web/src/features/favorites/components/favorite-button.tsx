import { useLocation, useNavigate } from 'react-router';
import { HeartIcon, HeartSolidIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { localName, type Named } from '../../../i18n/local-name.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useUpdateWishlist } from '../api/update-wishlist.ts';
import { favoritesText } from '../messages.ts';

/**
 * The heart on product cards and the product page. Signed out it sends the visitor to /login (coming
 * back here afterwards); signed in it adds or removes the product from the wishlist.
 */
export function FavoriteButton({
  product,
  className = '',
}: {
  product: Named & { id: string };
  className?: string;
}) {
  const { isLoggedIn } = useAuth();
  const wishlist = useWishlist();
  const update = useUpdateWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const active = isLoggedIn && wishlist.has(product.id);
  const name = localName(product);

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? favoritesText.removeFromFavorites(name) : favoritesText.addToFavorites(name)}
      className={`fav-btn hover:text-brand-600 ${active ? 'text-brand-600' : 'text-stone-500'} ${className}`}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!isLoggedIn) {
          const from = `${location.pathname}${location.search}`;
          navigate(paths.login.getHref(from), { state: { from: location } });
          return;
        }
        update.mutate({ productId: product.id, action: active ? 'remove' : 'add', name });
      }}
    >
      {active ? <HeartSolidIcon className="size-5" /> : <HeartIcon className="size-5" />}
    </button>
  );
}
