import { defineMessages } from '@pataka/domain/i18n';

/** The address book's texts: the list, its cards and the add/edit form. */
export const addressesText = defineMessages('addresses', {
  // The book
  deliveryAddress: 'Delivery address',
  savedAddresses: 'Saved addresses',
  addNewAddress: 'Add New Address',
  loadingAddresses: 'Loading addresses',
  chooseDeliveryAddress: 'Choose a delivery address',
  deleteFailed: 'Failed to delete address. Please try again.',

  // A card (the label is the address's, already in the page's language)
  isDefault: 'Default',
  selected: 'Selected',
  edit: 'Edit',
  setDefault: 'Set Default',
  delete: 'Delete',
  editNamed: (label: string) => `Edit ${label} address`,
  setDefaultNamed: (label: string) => `Set ${label} address as default`,
  deleteNamed: (label: string) => `Delete ${label} address`,

  // The saved labels (stored in English: Home, Work, Other)
  labelHome: 'Home',
  labelWork: 'Work',
  labelOther: 'Other',

  // The form
  editAddress: 'Edit address',
  addAddress: 'Add new address',
  label: 'Label',
  country: 'Country',
  street: 'Street address',
  streetPlaceholder: 'Door no., street, area, landmark',
  pincode: 'ZIP / Pincode',
  city: 'City',
  state: 'State',
  selectState: 'Select state',
  makeDefault: 'Make this my default address',
  updateAddress: 'Update Address',
  saveAddress: 'Save Address',
  cancel: 'Cancel',
});
