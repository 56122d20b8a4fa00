// PUT /customers/me/wishlist (§7): body productId, action add or remove.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, WishlistAction } from '@pataka/domain/api-types';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { api, toErrorMessage } from '../../../lib/api-client.ts';
import { customerQueryOptions } from '../../../lib/customer.ts';
import { toast } from '../../../lib/toast.ts';

/** `name` is the product's name as the shopper sees it (localName), for the toast. */
export type UpdateWishlistInput = { productId: string; action: WishlistAction; name: string };

export const updateWishlist = ({ productId, action }: UpdateWishlistInput) =>
  api.put<string[]>('/customers/me/wishlist', { productId, action });

/** Toggles a favourite optimistically (the heart fills at once) and shows the §8 toasts. */
export function useUpdateWishlist() {
  const client = useQueryClient();
  const { queryKey } = customerQueryOptions();
  return useMutation({
    mutationFn: updateWishlist,
    onMutate: async ({ productId, action }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<Customer>(queryKey);
      if (previous) {
        const rest = previous.wishlist.filter((id) => id !== productId);
        client.setQueryData<Customer>(queryKey, {
          ...previous,
          wishlist: action === 'add' ? [...rest, productId] : rest,
        });
      }
      return { previous };
    },
    onSuccess: (wishlist, { action, name }) => {
      // The server answers the favourite ids: adopt them rather than refetching the whole customer.
      const current = client.getQueryData<Customer>(queryKey);
      if (current && Array.isArray(wishlist))
        client.setQueryData<Customer>(queryKey, { ...current, wishlist });
      toast.success(
        action === 'add' ? SHELL_MESSAGES.addedToFavorites(name) : SHELL_MESSAGES.removedFromFavorites(name),
      );
    },
    onError: (error, _input, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
      toast.error(toErrorMessage(error));
    },
    onSettled: () => {
      // A heart tapped before the customer had loaded: onMutate cancelled that first load, so nothing
      // would fetch it again and the header's count would stay empty until the next page. Load it now.
      if (!client.getQueryData(queryKey)) void client.invalidateQueries({ queryKey });
    },
  });
}
