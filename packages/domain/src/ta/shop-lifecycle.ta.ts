// Tamil for the shopper-facing lifecycle pages (issue 29): the "back soon" page of a paused shop.
export const SHOP_LIFECYCLE_MESSAGES_TA = {
  backSoonTitle: 'விரைவில் திரும்புவோம்',
  backSoonBody: 'கடை சிறிது ஓய்வில் உள்ளது; விரைவில் மீண்டும் திறக்கப்படும்.',
  pausedNoEnquiries: 'இந்தக் கடை இப்போது விசாரணைகளை ஏற்கவில்லை. விரைவில் மீண்டும் வாருங்கள் அல்லது கடையை அழைக்கவும்.',
  suspended: 'இந்தக் கடை இப்போது கிடைக்கவில்லை.',
  noShopAtHost: 'இந்த முகவரியில் எந்தக் கடையும் இல்லை.',
} as const;
