// Several phones (issue 14): which linked guest phone plays a seat of the new game; the first
// choice is this phone.
export function SeatPhoneSelect({
  phones,
  phone,
  words,
  onPhone,
}: {
  phones: readonly { token: string; label: string }[];
  /** the guest phone playing this seat; null: this phone */
  phone: string | null;
  /** the select's label and its "this phone" choice, in the person's language */
  words: { select: string; here: string };
  onPhone?(token: string | null): void;
}) {
  return (
    <select aria-label={words.select} value={phone ?? ''} onChange={(e) => onPhone?.(e.target.value || null)}>
      <option value="">{words.here}</option>
      {phones.map((p) => (
        <option key={p.token} value={p.token}>
          {p.label}
        </option>
      ))}
    </select>
  );
}
