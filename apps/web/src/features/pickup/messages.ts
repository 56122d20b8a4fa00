import { defineMessages } from '@pataka/domain/i18n';

/** Pickup from a transport provider's location: the provider select and the location picker. */
export const pickupText = defineMessages('pickup', {
  transportProvider: 'Transport provider',
  selectProvider: 'Select a transport provider',
  locationCount: (count: number) => `${count} ${count === 1 ? 'location' : 'locations'}`,
  chooseProviderFirst: 'Please select a transport provider to see its pickup locations.',
  search: 'Search pickup locations',
  searchPlaceholder: 'Search by area, city or pincode',
  loading: 'Loading pickup locations',
  tryAgain: 'Try Again',
  noMatch: (provider: string, search: string) => `No pickup locations of ${provider} match "${search}".`,
  noLocations: (provider: string) => `${provider} has no pickup locations yet.`,
  locationsOf: (provider: string) => `Pickup locations of ${provider}`,
  selected: 'Selected',
  landmark: (landmark: string) => `Landmark: ${landmark}`,
});
