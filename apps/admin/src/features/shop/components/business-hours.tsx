// Opening hours, a row per day: open, close, or closed all day. A closed day's times stay (read-only,
// not disabled: react-hook-form drops disabled values) so unticking brings them back.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { WEEKDAY_NAMES, WEEKDAYS } from '@pataka/domain/shop-admin';
import type { ShopFormValues } from '../lib/shop-form.ts';

const LABEL = WEEKDAY_NAMES;

export function BusinessHoursSection({ form }: { form: UseFormReturn<ShopFormValues> }) {
  const { register, control, formState } = form;
  const hours = useWatch({ control, name: 'businessHours' });
  const input = 'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-base';
  return (
    <div className="divide-y divide-stone-100">
      {WEEKDAYS.map((d) => {
        const closed = hours?.[d]?.isClosed ?? false;
        const err = formState.errors.businessHours?.[d];
        return (
          <div key={d} className="grid grid-cols-2 items-center gap-2 py-2 sm:grid-cols-[8rem_9rem_9rem_1fr]">
            <span className="text-sm font-medium">{LABEL[d]}</span>
            {/* Phones: the day and "closed" on one line, the two times below; the PC: one row. */}
            <input
              type="time"
              aria-label={`${LABEL[d]} opens`}
              readOnly={closed}
              tabIndex={closed ? -1 : undefined}
              className={`${input} ${closed ? 'bg-stone-100 text-stone-400' : ''}`}
              {...register(`businessHours.${d}.open`)}
            />
            <input
              type="time"
              aria-label={`${LABEL[d]} closes`}
              readOnly={closed}
              tabIndex={closed ? -1 : undefined}
              className={`${input} ${closed ? 'bg-stone-100 text-stone-400' : ''}`}
              {...register(`businessHours.${d}.close`)}
            />
            <label className="order-first col-start-2 row-start-1 flex items-center justify-end gap-2 text-sm sm:order-none sm:col-start-4 sm:justify-start">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                {...register(`businessHours.${d}.isClosed`)}
              />
              Closed all day
            </label>
            {(err?.open || err?.close) && (
              <p className="col-span-full text-sm text-red-700">{err.open?.message ?? err.close?.message}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
