// Live events for open staff consoles (DESIGN.md "Staff API": GET /api/v1/admin/events, Server-Sent Events).

/** Events about one enquiry. */
export const ORDER_EVENT_TYPES = ['order.created', 'order.updated', 'payment.uploaded', 'reminder'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const SHOP_EVENT_TYPES = [...ORDER_EVENT_TYPES, 'payee.changed'] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

/** What every enquiry event carries: enough for a console to show a toast and refetch what changed. */
export type OrderEvent = {
  type: OrderEventType;
  /** The enquiry concerned. */
  orderId: string;
  orderNumber: string;
  /** A line for a toast or a notification: "New enquiry ENQ-000123 — ₹4,520 from Priya". */
  message: string;
  /** ISO time the event happened. */
  at: string;
  /** For reminders: what is waiting ('pending_enquiry' | 'unverified_proof'). */
  reason?: string;
};

/**
 * The shop's UPI id or payee name changed (decision 146). Only owners' consoles receive it (`audience`);
 * the console shows its banner from GET /admin/payee-changes/recent.
 */
export type PayeeChangedEvent = {
  type: 'payee.changed';
  audience: 'owners';
  /** The audit entry of the change. */
  changeId: string;
  /** "UPI id changed from … to … by … at …". */
  message: string;
  at: string;
};

export type ShopEvent = OrderEvent | PayeeChangedEvent;

export const isOrderEvent = (event: ShopEvent): event is OrderEvent => event.type !== 'payee.changed';
