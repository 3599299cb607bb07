export function PrintButton() {
  return (
    <button type="button" className="admin-button" onClick={() => window.print()}>
      Print
    </button>
  );
}
