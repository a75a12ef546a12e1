/** Points of contact's phone numbers, each a tel: link so a phone can dial it (a 24 px tall target at least, WCAG 2.5.8). */
export function PhoneNumbers({ numbers }: { numbers: readonly string[] }) {
  if (numbers.length === 0) return <span>-</span>;
  return (
    <ul className="flex flex-col gap-1">
      {numbers.map((number, i) => (
        <li key={`${i}-${number}`}>
          <a href={`tel:${number}`} className="inline-flex min-h-6 items-center whitespace-nowrap text-brand underline-offset-2 hover:underline">
            {number}
          </a>
        </li>
      ))}
    </ul>
  );
}
