/** Opens the browser's print view ('Save as PDF' there gives the PDF: docs/decisions/0041). */
export function PrintButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      Print
    </button>
  );
}
