// The products and variants an order can take, for a text field's suggestions: each starts with the
// product number (and /variant), which the server reads (server/backoffice/orders/phone-order.ts).
export function ProductChoices({ id, choices }: { id: string; choices: readonly { value: string }[] }) {
  return (
    <datalist id={id}>
      {choices.map((c) => (
        <option key={c.value} value={c.value} />
      ))}
    </datalist>
  );
}
