import { Link } from 'react-router';

/** Back on the left, Continue on the right, as every account form has them. */
export function FormButtons({
  back,
  busy,
  submitLabel = 'Continue',
}: {
  back: string;
  busy: boolean;
  submitLabel?: string;
}) {
  return (
    <div className="form-buttons">
      <Link to={back} className="button">
        Back
      </Link>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
