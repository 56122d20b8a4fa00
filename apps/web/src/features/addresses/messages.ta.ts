import { translation } from '@pataka/domain/i18n';
import type { addressesText } from './messages.ts';

export default translation<typeof addressesText>('addresses', {
  deliveryAddress: 'டெலிவரி முகவரி',
  savedAddresses: 'சேமித்த முகவரிகள்',
  addNewAddress: 'புதிய முகவரி சேர்',
  loadingAddresses: 'முகவரிகள் ஏற்றப்படுகின்றன',
  chooseDeliveryAddress: 'டெலிவரி முகவரியைத் தேர்ந்தெடுங்கள்',
  deleteFailed: 'முகவரியை நீக்க முடியவில்லை. மீண்டும் முயலவும்.',

  isDefault: 'இயல்பு',
  selected: 'தேர்வானது',
  edit: 'திருத்து',
  setDefault: 'இயல்பாக்கு',
  delete: 'நீக்கு',
  editNamed: (label: string) => `${label} முகவரியைத் திருத்து`,
  setDefaultNamed: (label: string) => `${label} முகவரியை இயல்பாக்கு`,
  deleteNamed: (label: string) => `${label} முகவரியை நீக்கு`,

  labelHome: 'வீடு',
  labelWork: 'அலுவலகம்',
  labelOther: 'மற்றவை',

  editAddress: 'முகவரியைத் திருத்து',
  addAddress: 'புதிய முகவரி சேர்',
  label: 'வகை',
  country: 'நாடு',
  street: 'தெரு முகவரி',
  streetPlaceholder: 'கதவு எண், தெரு, பகுதி, அடையாளம்',
  pincode: 'பின்கோடு',
  city: 'நகரம்',
  state: 'மாநிலம்',
  selectState: 'மாநிலத்தைத் தேர்ந்தெடுக்கவும்',
  makeDefault: 'இதை என் இயல்பு முகவரியாக்கு',
  updateAddress: 'முகவரியைப் புதுப்பி',
  saveAddress: 'முகவரியைச் சேமி',
  cancel: 'ரத்து',
});
