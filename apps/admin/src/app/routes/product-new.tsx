import { NewProductScreen } from '../../features/products/components/product-screen.tsx';

export function Component() {
  return <NewProductScreen />;
}
