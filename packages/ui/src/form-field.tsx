// Labelled form controls with the error wiring done once: aria-invalid, aria-describedby, a required '*'
// (§5 marks required address fields with *). React 19 passes `ref` as a prop, so react-hook-form's
// register() spreads straight onto these.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

type FieldChrome = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the '*' after the label (the control's own `required` is left to the form's validation). */
  requiredMark?: boolean;
  className?: string;
};

const control =
  'block w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-saffron-500 disabled:bg-stone-100 disabled:text-stone-600';
const border = (error?: string) => (error ? 'border-red-600' : 'border-stone-300');

function useFieldIds(id?: string) {
  const auto = useId();
  const controlId = id ?? auto;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

function Chrome({
  label,
  error,
  hint,
  requiredMark,
  className = '',
  controlId,
  errorId,
  hintId,
  children,
}: FieldChrome & { controlId: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <div className={className}>
      {/* The '*' sits outside the <label> so the field's accessible name stays just the label. */}
      <div className="mb-1 text-sm font-semibold text-stone-800">
        <label htmlFor={controlId}>{label}</label>
        {requiredMark && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes every control carries: its id, invalid state, what describes it, required. */
function controlProps(
  ids: ReturnType<typeof useFieldIds>,
  { error, hint, requiredMark }: Pick<FieldChrome, 'error' | 'hint' | 'requiredMark'>,
) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.errorId : hint ? ids.hintId : undefined,
    'aria-required': requiredMark || undefined,
  } as const;
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    ref?: Ref<HTMLInputElement>;
    inputClassName?: string;
  };

export function TextField({
  label,
  error,
  hint,
  requiredMark,
  className,
  inputClassName = '',
  id,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, hint, requiredMark, className }} {...ids}>
      <input
        {...controlProps(ids, { error, hint, requiredMark })}
        className={`${control} h-11 ${border(error)} ${inputClassName}`}
        {...input}
      />
    </Chrome>
  );
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  error,
  hint,
  requiredMark,
  className,
  id,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, hint, requiredMark, className }} {...ids}>
      <select
        {...controlProps(ids, { error, hint, requiredMark })}
        className={`${control} h-11 ${border(error)}`}
        {...select}
      >
        {children}
      </select>
    </Chrome>
  );
}

export type TextAreaFieldProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  label,
  error,
  hint,
  requiredMark,
  className,
  id,
  ...area
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, hint, requiredMark, className }} {...ids}>
      <textarea
        {...controlProps(ids, { error, hint, requiredMark })}
        className={`${control} min-h-24 py-2 ${border(error)}`}
        {...area}
      />
    </Chrome>
  );
}
