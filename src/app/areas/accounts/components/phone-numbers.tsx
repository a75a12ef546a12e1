/** Points of contact's phone numbers, each a tel: link so a phone can dial it. */
export function PhoneNumbers({ numbers }: { numbers: readonly string[] }) {
  if (numbers.length === 0) return <span>-</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {numbers.map((number, i) => (
        <li key={`${i}-${number}`}>
          <a href={`tel:${number}`} className="whitespace-nowrap text-brand underline-offset-2 hover:underline">
            {number}
          </a>
        </li>
      ))}
    </ul>
  );
}
