import { ProductsScreen } from '../../features/products/components/products-screen.tsx';

export function Component() {
  return <ProductsScreen />;
}
