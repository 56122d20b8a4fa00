// The optional Tamil twin of an English field (a product's "Name in Tamil"): typed in Tamil script,
// shown to shoppers who switch the storefront to தமிழ், who see the English one while it is empty.
import {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@pataka/ui/form-field';

export const TAMIL_HINT = (
  <>
    Shown to shoppers who choose <span lang="ta">தமிழ்</span>
  </>
);

/** A one-line Tamil text field: lang="ta" (Tamil fonts, spell-check and keyboards) and the standard hint. */
export function TamilTextField(props: Omit<TextFieldProps, 'lang' | 'hint'>) {
  return <TextField lang="ta" autoComplete="off" hint={TAMIL_HINT} {...props} />;
}

/** The same for a longer text (a flash-news message). */
export function TamilTextAreaField(props: Omit<TextAreaFieldProps, 'lang' | 'hint'>) {
  return <TextAreaField lang="ta" hint={TAMIL_HINT} {...props} />;
}
