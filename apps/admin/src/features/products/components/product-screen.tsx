import { Link } from 'react-router';
import { Button } from '@pataka/ui/button';
import { Spinner } from '@pataka/ui/spinner';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { paths } from '../../../config/paths.ts';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from './product-form.tsx';
import { StockPanel } from './stock-panel.tsx';

function Header({ title }: { title: string }) {
  return (
    <div className="mb-3 flex items-center gap-2">
      <Link
        to={paths.products.getHref()}
        className="inline-flex size-9 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
        aria-label="Back to products"
      >
        <ChevronLeftIcon className="size-5" />
      </Link>
      <h1 className="min-w-0 truncate text-xl font-bold text-brand-900">{title}</h1>
    </div>
  );
}

export function NewProductScreen() {
  return (
    <div className="mx-auto max-w-5xl px-3 py-3 lg:px-6 lg:py-5">
      <Header title="Add product" />
      <ProductForm />
    </div>
  );
}

export function EditProductScreen({ id }: { id: string }) {
  const product = useProduct(id);
  return (
    <div className="mx-auto max-w-5xl px-3 py-3 lg:px-6 lg:py-5">
      <Header title={product.data?.name ?? 'Product'} />
      {product.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner />
        </div>
      ) : product.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Could not load the product: {product.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void product.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ProductForm key={product.data.id} product={product.data} />
          {/* Outside the product form: stock moves save on their own, through the ledger. */}
          <StockPanel key={`stock-${product.data.id}`} product={product.data} />
        </>
      )}
    </div>
  );
}
