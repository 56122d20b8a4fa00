import { defineMessages } from '@pataka/domain/i18n';

/** The error fallback screen (§2, §8); its title is MESSAGES.errorFallbackTitle. */
export const errorsText = defineMessages('errors', {
  body: 'We hit an unexpected problem while showing this page. Please try again.',
  tryAgain: 'Try Again',
  reload: 'Reload Page',
  home: 'Go to Homepage',
  stillStuck: 'Still stuck? Write to',
});
