// Placeholder: replaced by the real screen.
export function Component() {
  return <p className="p-4 text-stone-600">Setup</p>;
}
