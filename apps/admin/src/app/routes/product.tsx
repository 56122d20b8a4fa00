import { useParams } from 'react-router';
import { EditProductScreen } from '../../features/products/components/product-screen.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <EditProductScreen id={id} />;
}
