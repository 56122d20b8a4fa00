import { CategoriesScreen } from '../../features/categories/components/categories-screen.tsx';

export function Component() {
  return <CategoriesScreen />;
}
