import { Link } from 'react-router';

/** 'Product not found' / 'Category not found' (§8): the message as the page heading and a way on. */
export function NotFoundMessage({
  title,
  linkTo,
  linkText,
}: {
  title: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <Link to={linkTo} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {linkText}
      </Link>
    </div>
  );
}
