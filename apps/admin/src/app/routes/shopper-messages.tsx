import { MessageSettingsForm } from '../../features/shopper-messages/components/message-settings-form.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">Messages to shoppers</h1>
      <p className="text-sm text-stone-600">
        The shopper gets an SMS and, if you set it up, a WhatsApp message when you confirm an enquiry, verify
        its payment, dispatch it, mark it ready for pickup or cancel it. Register the templates below with
        your DLT operator and in WhatsApp Manager first, then enter their ids and names here.
      </p>
      <MessageSettingsForm />
    </div>
  );
}
