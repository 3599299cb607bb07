/** The card provider's name as a small badge beside the redirect notice (no third-party image). */
export function WipayMark() {
  return (
    <span className="wipay-mark" role="img" aria-label="Wipay">
      <span aria-hidden="true">Wi</span>
      <span aria-hidden="true" className="wipay-mark__pay">
        Pay
      </span>
    </span>
  );
}
