// The operator console at /platform (issue 29, decision 152): a lazily loaded part of the staff console's
// bundle with its own router, sign-in and API client, so shop staff never download it.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PlatformLayout } from './platform-layout.tsx';
import { useOperatorToken } from './platform-api.ts';
import { SignInScreen } from './sign-in-screen.tsx';
import { ShopsScreen } from './shops-screen.tsx';
import { CreateShopScreen } from './create-shop-screen.tsx';
import { ShopDetailScreen } from './shop-detail-screen.tsx';

const router = createBrowserRouter(
  [
    {
      Component: PlatformLayout,
      children: [
        { index: true, Component: ShopsScreen },
        { path: 'shops/new', Component: CreateShopScreen },
        { path: 'shops/:id', Component: ShopDetailScreen },
        { path: '*', Component: ShopsScreen },
      ],
    },
  ],
  { basename: '/platform' },
);

export function PlatformApp() {
  const token = useOperatorToken();
  return token ? <RouterProvider router={router} /> : <SignInScreen />;
}
