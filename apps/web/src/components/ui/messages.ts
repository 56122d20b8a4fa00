import { defineMessages } from '@pataka/domain/i18n';

/** The toasts' words (in the first download: keep this short) and the shared dialog's close button. */
export const uiText = defineMessages('ui', {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
  closeNotification: 'Close notification',
  /** @pataka/ui's Modal close button: it shows translateText('Close'), which finds this. */
  close: 'Close',
});
