// Write a review (docs/product.md#reviews). Checks are shop-rules' validateReview, in the spec's order;
// the first failing message is shown in the snackbar and its field takes the focus. A saved review keeps
// the cart and the page: the form thanks the shopper and hands the review to the list.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ProductReview } from '../../../shop-rules/api/catalogue';
import { STAR_COUNT } from '../../../shop-rules/constants';
import {
  CUSTOMER_MOBILE_REQUIRED,
  CUSTOMER_NAME_REQUIRED,
  CUSTOMER_NAME_TOO_LONG,
  PHONE_INVALID,
  RATING_INVALID,
  REVIEW_REQUIRED,
  REVIEW_TOO_LONG,
  TITLE_REQUIRED,
} from '../../../shop-rules/messages/forms';
import { errorNotice } from '../../../shop-rules/messages/shop';
import {
  MOBILE_DIGITS,
  PHONE_PREFIX,
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  validateReview,
} from '../../../shop-rules/validation';
import { useCustomer } from '../../account';
import { ApiError, apiPost } from '../../lib/api';
import { useSnackbar } from '../shell/snackbar';
import { Star } from './star-rating';

type Field = 'mobile' | 'name' | 'title' | 'comments' | 'rating';

const FIELD_OF: Record<string, Field> = {
  [PHONE_INVALID]: 'mobile',
  [CUSTOMER_MOBILE_REQUIRED]: 'mobile',
  [CUSTOMER_NAME_REQUIRED]: 'name',
  [CUSTOMER_NAME_TOO_LONG]: 'name',
  [TITLE_REQUIRED]: 'title',
  [REVIEW_REQUIRED]: 'comments',
  [REVIEW_TOO_LONG]: 'comments',
  [RATING_INVALID]: 'rating',
};

export const REVIEW_THANKS = 'Thank you for your review. It is now in the list.';

export function ReviewForm({ productNo, onSaved }: { productNo: number; onSaved(review: ProductReview): void }) {
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [comments, setComments] = useState('');
  const [rating, setRating] = useState(0);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const snackbar = useSnackbar();
  const { customer } = useCustomer();

  // A signed-in customer's mobile and name are known: filled in, still theirs to change (docs/decisions/0058).
  useEffect(() => {
    if (!customer) return;
    setMobile((m) => m || customer.Mobile);
    setName((n) => n || customer.LoginName);
  }, [customer]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateReview({ mobile, name, title, comments, rating });
    if (problem) {
      const field = FIELD_OF[problem] ?? null;
      setInvalid(field);
      snackbar.show(problem, 'alert');
      form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    setThanked(false);
    setSending(true);
    try {
      const answer = await apiPost<{ success: boolean; msg?: string }>('/api/trini/saveproductreview', {
        CustomerMobile: mobile,
        CustomerName: name.trim(),
        ReviewTitle: title.trim(),
        Comments: comments.trim(),
        Rating: rating,
        ProductNo: productNo,
      });
      if (answer.success) {
        const saved: ProductReview = {
          CustomerName: name.trim(),
          Rating: rating,
          ReviewTitle: title.trim(),
          Comments: comments.trim(),
          DateAdded: new Date().toISOString(),
        };
        setName(customer?.LoginName ?? '');
        setTitle('');
        setComments('');
        setRating(0);
        setThanked(true);
        onSaved(saved);
        return;
      }
      snackbar.show(errorNotice(answer.msg ?? ''), 'alert');
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { success?: boolean; msg?: string } | null) : null;
      if (body && body.success === false && body.msg) snackbar.show(errorNotice(body.msg), 'alert');
      else console.warn('Saving the review failed', error);
    } finally {
      setSending(false);
    }
  }

  const aria = (field: Field) => ({ 'data-field': field, 'aria-invalid': invalid === field || undefined });

  return (
    <form
      method="post"
      ref={form}
      className="review-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title">Write a review</h3>
      <div className="field">
        <label htmlFor="review-mobile">Mobile</label>
        <div className="phone-input">
          <span className="phone-input__prefix" aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            id="review-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            aria-describedby="review-mobile-hint"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            {...aria('mobile')}
          />
        </div>
        <small id="review-mobile-hint">7 digits after {PHONE_PREFIX}</small>
      </div>
      <div className="field">
        <label htmlFor="review-name">Name</label>
        <input
          id="review-name"
          autoComplete="name"
          maxLength={REVIEW_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...aria('name')}
        />
      </div>
      <div className="field">
        <label htmlFor="review-title">Title</label>
        <input
          id="review-title"
          maxLength={REVIEW_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          {...aria('title')}
        />
      </div>
      <div className="field">
        <label htmlFor="review-comments">Review</label>
        <textarea
          id="review-comments"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          {...aria('comments')}
        />
      </div>
      <RatingInput value={rating} onChange={setRating} invalid={invalid === 'rating'} />
      <p className="review-form__thanks" role="status">
        {thanked ? REVIEW_THANKS : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
        Submit Review
      </button>
    </form>
  );
}

function RatingInput({
  value,
  onChange,
  invalid,
}: {
  value: number;
  onChange(rating: number): void;
  invalid: boolean;
}) {
  return (
    <fieldset className={invalid ? 'rating-input is-invalid' : 'rating-input'}>
      <legend>Rating</legend>
      {Array.from({ length: STAR_COUNT }, (_, i) => i + 1).map((n) => (
        <label key={n} className="rating-input__star">
          <input
            type="radio"
            name="rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            data-field={n === 1 ? 'rating' : undefined}
            className="visually-hidden"
          />
          <Star filled={n <= value} />
          <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
        </label>
      ))}
    </fieldset>
  );
}
