// The user agreement behind the return form's Terms & Conditions checkbox, with a Cancel button.
import { useId } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '../session/modal-dialog';

export function TermsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  return (
    <ModalDialog titleId={titleId} onClose={onClose} className="account-dialog--wide">
      <div className="account-dialog__form">
        <h2 id={titleId} className="account-dialog__title">
          Terms &amp; Conditions
        </h2>
        <div className="terms-text">
          <p>By sending a return request you agree to the following.</p>
          <ul>
            <li>The details you give are true, and the product was bought in this order from our shop.</li>
            <li>
              Our team reviews every request and contacts you at the e-mail address or telephone number you gave, with
              the RMA number as reference.
            </li>
            <li>
              A product comes back with its accessories, manuals and, where possible, its original packaging. Please
              wait for our instructions before sending it.
            </li>
            <li>
              Once the product has been received and inspected we offer a repair, a replacement or a refund by the
              original payment method, as the case requires.
            </li>
            <li>
              A request may be refused when the product was damaged by misuse, or when it does not match the order.
            </li>
            <li>We use your details only to handle this request, as our privacy policy describes.</li>
          </ul>
          <p>
            The shop&apos;s full{' '}
            <Link to="/termsandcondition" onClick={onClose}>
              terms and conditions
            </Link>{' '}
            also apply.
          </p>
        </div>
        <div className="account-dialog__buttons">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
