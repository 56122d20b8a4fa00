/** The fields of a listed product (GET /products, rupees) an order line needs. */
export type ListedProduct = {
  id: string;
  name: string;
  slug: string;
  sku: string;
  price: number;
  image: string | null;
  inStock: boolean;
};

/** Above the demo shop's Tamil Nadu minimum order (₹3,000), with room for rounding. */
export const ORDER_TARGET_RUPEES = 3_600;

/**
 * The body the storefront's checkout sends (spec §7 POST /orders/my-order): one or two in-stock
 * products, enough of the dearest to pass the minimum order, shipped to a valid Tamil Nadu address.
 * The server recomputes every price; the figures here are what the cart would show.
 */
export function buildOrderBody(products: ListedProduct[], phone: string): string | null {
  const stock = products.filter((p) => p.inStock && p.price > 0).sort((a, b) => b.price - a.price);
  const [first, second] = stock;
  if (!first) return null;
  const lines = [
    { product: first, quantity: Math.min(99, Math.max(1, Math.ceil(ORDER_TARGET_RUPEES / first.price))) },
    ...(second ? [{ product: second, quantity: 1 }] : []),
  ];
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    productName: product.name,
    sku: product.sku,
    quantity,
    price: product.price,
    subtotal: Math.round(product.price * quantity * 100) / 100,
    image: product.image ?? undefined,
  }));
  const address = {
    name: 'Bench Customer',
    phone,
    street: '14 Car Street, near the bus stand',
    city: 'Sivakasi',
    state: 'Tamil Nadu',
    zipCode: '626123',
    country: 'India',
  };
  return JSON.stringify({
    items,
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: 'upi',
    customerNotes: 'Benchmark enquiry',
    source: 'web',
    shipping: 0,
    tax: 0,
    discount: 0,
  });
}
