// Live events for open staff consoles (DESIGN.md "Staff API": GET /api/v1/admin/events, Server-Sent Events).

export const SHOP_EVENT_TYPES = ['order.created', 'order.updated', 'payment.uploaded', 'reminder'] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

/** What every event carries: enough for a console to show a toast and refetch what changed. */
export type ShopEvent = {
  type: ShopEventType;
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
