import { NAME_MAX, NAME_MIN } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';

/**
 * A shared schema's message about a field it names in English (CitySchema says 'City is required') with
 * the field named as the form shows it, so a Tamil page reads Tamil throughout. Any other message, and
 * every message on an English page (the labels are the same words), is returned as it is.
 */
export function relabelFieldError(message: string | undefined, schemaLabel: string, label: string) {
  if (!message || schemaLabel === label) return message;
  const variants: Array<(name: string) => string> = [
    (name) => MESSAGES.fieldRequired(name),
    (name) => MESSAGES.fieldTooShort(name, NAME_MIN),
    (name) => MESSAGES.fieldTooLong(name, NAME_MAX),
    (name) => MESSAGES.fieldAtMost(name, NAME_MAX),
    (name) => MESSAGES.fieldNotText(name),
    (name) => MESSAGES.fieldLettersOnly(name),
  ];
  const variant = variants.find((make) => make(schemaLabel) === message);
  return variant ? variant(label) : message;
}
