import { defineMessages } from '@pataka/domain/i18n';

/** The profile's own texts: the summary of who the shopper is and the edit form. */
export const profileText = defineMessages('profile', {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  notAddedYet: 'Not added yet',
  memberSince: 'Member since',
  tier: 'Tier',
  /** The tier every new customer has ('regular'); other tiers are the shop's own words. */
  tierRegular: 'Regular',
  totalSpent: 'Total spent',
  enquiries: 'Enquiries',

  editProfile: 'Edit profile',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',

  messagesTitle: 'Messages about my enquiries',
  messagesIntro: 'We send you an SMS when your enquiry is confirmed, paid, dispatched or ready for pickup.',
  whatsappMessages: 'Also send them on WhatsApp',
  whatsappMessagesHint: 'Turn this off to get SMS only.',
  messagesLanguage: 'Language of the messages',
  messagesSaved: 'Saved',
  messagesSaveFailed: 'Could not save. Please try again.',
  messagesLoadFailed: 'Could not load your message settings.',
});
