import type { ExtractedPayment as ExtractedPaymentFields } from './extracted-payment.ts';
// The API's response entities (§3) as it speaks them: money in RUPEES as numbers, dates as ISO strings.
// Types only: the API's zod response schemas must produce these shapes, the web reads them.
import type { DiscountType } from './coupon.ts';
import type { AddressLabel } from './limits.ts';
import type { OrderStatus, PaymentStatus } from './order-status.ts';
import type { ProductStatus, ProductTag } from './product.ts';
import type { ShopperMessageTemplates } from './whatsapp.ts';

/** ISO 8601 timestamp, e.g. '2025-10-20T09:30:00.000Z'. */
export type IsoDateTime = string;

export type ErrorBody = { code: string; message: string };
export type Envelope<T> = { success: true; data: T } | { success: false; error: ErrorBody };
export type Paged<T> = {
  success: true;
  data: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
};

export type Ref = {
  id: string;
  name: string;
  slug: string;
  /** A category's name in Tamil (see Product.nameTa); brands have none. */
  nameTa?: string | null;
};

export type ProductMedia = { type: 'image' | 'video'; url: string; alt?: string | null };

export type Product = {
  id: string;
  name: string;
  /**
   * The name in Tamil staff entered, or null: shown when the shopper chooses தமிழ் (localName), else
   * `name`. The API always sends it; optional here so that data made before it still type-checks.
   */
  nameTa?: string | null;
  slug: string;
  price: number;
  originalPrice: number | null;
  image: string | null;
  category: Ref | null;
  description: string | null;
  inStock: boolean;
  /**
   * Units a shopper may still enquire for when the shop counts this product's stock, else null
   * (decision 143). Optional here so that data made before it still type-checks.
   */
  availableQuantity?: number | null;
  /** Derived from tag 'Featured'. */
  featured: boolean;
  /** Derived from tag 'New'. */
  isNew: boolean;
  medias: ProductMedia[];
  productCode: string | null;
  sku: string;
  brand: Ref | null;
  /** The server's packageType. */
  packSize: string | null;
  piecesPerBox: number | null;
  /** Rounded percent off originalPrice (discountPercent). */
  discount: number;
  tags: (ProductTag | string)[];
  status: ProductStatus | string;
  rating: number | null;
  reviewCount: number;
};

export type Category = {
  id: string;
  name: string;
  /** The name in Tamil staff entered, or null (see Product.nameTa). */
  nameTa?: string | null;
  slug: string;
  image: string | null;
  description: string | null;
  parentId: string | null;
  isActive: boolean;
  displayOrder: number;
  productCount?: number;
};

export type CategoryTreeNode = Category & { children: CategoryTreeNode[] };

export type Brand = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  productsCount: number;
  isFeatured: boolean;
  isActive: boolean;
  displayOrder: number;
};

export type Address = {
  id: string;
  label: AddressLabel;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
};

/** The address on an order also carries who receives it. */
export type OrderAddress = Omit<Address, 'id' | 'label' | 'isDefault'> & {
  id?: string;
  label?: AddressLabel;
  name: string;
  phone: string;
};

export type Customer = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  tier: string;
  totalSpent: number;
  totalOrders: number;
  createdAt: IsoDateTime;
  shippingAddresses: Address[];
  /** Favourite product ids. */
  wishlist: string[];
};

export type OtpGenerateResponse = {
  message: string;
  expiresIn: number;
  /** Only outside production with the log SMS provider (DESIGN.md). */
  devOtp?: string;
};

export type OtpVerifyResponse = {
  customer: Customer | null;
  token: string | null;
  requiresRegistration: boolean;
};

export type AuthResponse = { customer: Customer; token: string };

export type OrderItem = {
  productId: string;
  productName: string;
  productImage: string | null;
  price: number;
  quantity: number;
  subtotal: number;
  total: number;
  sku: string;
};

export type StatusHistoryEntry = {
  status: OrderStatus;
  timestamp: IsoDateTime;
  notes: string | null;
  attachments: string[];
  updatedBy: string | null;
  updatedByEmail: string | null;
};

export type PaymentProofFlag = 'utr_reused' | 'duplicate_image' | 'amount_mismatch' | 'payee_mismatch';
export type PaymentProofStatus = 'submitted' | 'verified' | 'rejected';

/** The extraction as the API returns it (the raw OCR text only where staff asked for it). */
export type ExtractedPayment = ExtractedPaymentFields & { rawText?: string };

export type PaymentProof = {
  id?: string;
  url: string;
  fileName: string;
  fileType: string;
  extractedData: ExtractedPayment | null;
  status: PaymentProofStatus;
  flags: PaymentProofFlag[];
  createdAt: IsoDateTime;
};

export type PickupLocationRef = { id: string; name: string };
/** The pickup point as stored on an enquiry: a snapshot taken when it was placed. */
export type OrderPickupLocation = PickupLocationRef & {
  address: string;
  city: string;
  state: string;
  transportProviderName: string;
  phone?: string | null;
};

export type Order = {
  id: string;
  orderNumber: string;
  customerId: string;
  items: OrderItem[];
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  subtotal: number;
  tax: number;
  shipping: number;
  packing: number;
  discount: number;
  total: number;
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  trackingNumber: string | null;
  carrier: string | null;
  notes: string | null;
  customerNotes: string | null;
  couponCode: string | null;
  pickupLocation: OrderPickupLocation | null;
  pickupInstructions: string | null;
  /** Whom the shop calls (and who collects a pickup). */
  contactName: string | null;
  contactPhone: string | null;
  source: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  statusHistory: StatusHistoryEntry[];
  paymentProofs: PaymentProof[];
  estimatedDelivery: IsoDateTime | null;
  /** URL of the latest payment proof with a file, for the spec's single-screenshot field. */
  paymentScreenshot: string | null;
  /** When staff asked for payment after the call (decision 040), or null. */
  paymentRequestedAt: IsoDateTime | null;
  /** Show the UPI QR and amount (the shop takes payment at once, or staff asked for it). */
  showPaymentPanel: boolean;
  /** Each booking with a parcel transport (or pickup made ready), oldest first. Older servers omit it. */
  dispatches?: Dispatch[];
  /** The enquiry's tax invoice (or bill of supply) once issued (issue 28); total in rupees. Older servers omit it. */
  invoice?: OrderInvoice | null;
};

export type OrderInvoice = {
  id: string;
  number: string;
  issuedAt: IsoDateTime;
  total: number;
  pdfUrl: string;
};

/** One dispatch of an enquiry (issue 27): where and how the cases travel, amounts in rupees. */
export type Dispatch = {
  id: string;
  kind: 'transport' | 'pickup';
  transportName: string | null;
  lrNumber: string | null;
  /** YYYY-MM-DD */
  bookedOn: string;
  cases: number;
  freight: { mode: 'paid' | 'to_pay'; amount: number } | null;
  branch: {
    id: string | null;
    name: string;
    address: string;
    city: string;
    state: string;
    phone: string | null;
  } | null;
  ewayBillNumber: string | null;
  /** The LR copy through the API (needs the bearer token), or null. */
  lrCopyUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Coupon = {
  id: string;
  code: string;
  description: string | null;
  /** The description in Tamil staff entered, or null: shown instead of `description` in Tamil. */
  descriptionTa?: string | null;
  discountType: DiscountType;
  discountValue: number;
  minimumOrderAmount: number | null;
  maximumDiscount: number | null;
  validFrom: IsoDateTime | null;
  validTo: IsoDateTime | null;
  usageLimit: number | null;
  isActive: boolean;
  applicableProducts: string[];
  applicableCategories: string[];
  customerTiers: string[];
};

export type CouponValidation = {
  isValid: boolean;
  message: string;
  discountAmount: number;
  coupon: Coupon | null;
};

export type CouponApply = {
  originalAmount: number;
  discountAmount: number;
  finalAmount: number;
  couponCode: string;
  message: string;
};

/** Server 'error' is reported as 'alert'; any other unknown type as 'info'. */
export type FlashNewsType = 'success' | 'warning' | 'alert' | 'info';

export type FlashNews = {
  id: string;
  title: string;
  message: string;
  /** Title and message in Tamil staff entered, or null: shown instead of the English ones in Tamil. */
  titleTa?: string | null;
  messageTa?: string | null;
  type: FlashNewsType;
  link: { text: string; url: string } | null;
  isActive: boolean;
  priority: number;
  startDate: IsoDateTime | null;
  endDate: IsoDateTime | null;
  createdAt: IsoDateTime;
};

export type PostalAddress = { street: string; city: string; state: string; zipCode: string };

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type BusinessHours = Record<Weekday, { open: string; close: string; isClosed: boolean }>;

/** Rupee view of the tenant's shipping settings (see pricing.ts ShippingSettingsRupees). */
export type ShippingSettings = {
  packingChargePercent: number;
  minimumOrderAmount: number;
  stateMinimums?: Record<string, number>;
  unservedStates?: string[];
  unservedPincodes?: string[];
  /** Staff view only: a dispatch of an enquiry above this (rupees) needs an e-way bill number. */
  ewayBillThreshold?: number;
};

export type CompanyPublic = {
  companyName: string;
  tagline: string | null;
  logo: string | null;
  phone: string | null;
  alternatePhone: string | null;
  email: string | null;
  supportEmail: string | null;
  whatsappNumber: string | null;
  address: PostalAddress | null;
  billingAddress: PostalAddress | null;
  socialMedia: {
    facebook?: string | null;
    instagram?: string | null;
    twitter?: string | null;
    youtube?: string | null;
  };
  businessHours: BusinessHours | null;
  /** GST number. */
  taxId: string | null;
  /** PAN. */
  registrationNumber: string | null;
  licenseNumber: string | null;
  upiId: string | null;
  upiPayeeName: string | null;
  howToOrderVideoUrl: string | null;
  createdAt: IsoDateTime;
  shippingSettings: ShippingSettings;
  /**
   * The WhatsApp texts the shop changed (whatsapp.ts fills them, falling back to the standard words).
   * Optional for shop data made without it (test fixtures, the server's unknown-shop head).
   */
  messageTemplates?: ShopperMessageTemplates;
};

export type PickupLocation = {
  id: string;
  name: string;
  address: string;
  area: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  landmark: string | null;
  phone: string | null;
  openingHours: string | null;
  /** The spec's alternative name for openingHours. */
  timings: string | null;
  mapUrl: string | null;
  isActive: boolean;
  transportProviderName: string;
};

export type TransportProvider = { id: string; name: string; isActive: boolean; locationsCount?: number };

export type AbandonedCartItem = {
  productId: string;
  productName: string;
  quantity: number;
  price: number;
  productSku: string;
  productImage: string | null;
};

export type AbandonedCart = {
  customerId: string;
  items: AbandonedCartItem[];
  totalAmount: number;
  lastUpdated: IsoDateTime;
  metadata: { source?: string } & Record<string, unknown>;
};

export type NewsletterSubscription = {
  id: string;
  email: string;
  name: string | null;
  subscribedAt: IsoDateTime;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
};

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'replied' | 'archived' | string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
};

export type PaymentValidation = {
  isValid: boolean;
  totalExtracted: number;
  difference: number;
  message: string;
};

export type OrderStatistics = {
  totalOrders: number;
  totalRevenue: number;
  averageOrderValue: number;
  ordersByStatus: Partial<Record<OrderStatus, number>>;
};

export type WishlistAction = 'add' | 'remove';
export type TransactionCheck = { exists: boolean };
