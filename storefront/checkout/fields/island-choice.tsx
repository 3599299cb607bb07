import { useId } from 'react';
import { DELIVERY_COUNTRY_TOBAGO, DELIVERY_COUNTRY_TRINIDAD } from '../../../shop-rules';

/**
 * Trinidad (1) or Tobago (2): the delivery country that sets the freight. Once a city is chosen its island
 * is fixed, so the other island cannot be ticked (the server refuses the mismatch too).
 */
export function IslandChoice({
  value,
  onChange,
  fixedByCity,
}: {
  value: number;
  onChange(no: number): void;
  /** The chosen city's name, when one is chosen. */
  fixedByCity?: string;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group" aria-describedby={fixedByCity ? `${name}-fixed` : undefined}>
      <legend>Deliver to</legend>
      {[
        { no: DELIVERY_COUNTRY_TRINIDAD, label: 'Trinidad' },
        { no: DELIVERY_COUNTRY_TOBAGO, label: 'Tobago' },
      ].map(({ no, label }) => (
        <label key={no} className="choice">
          <input
            type="radio"
            name={name}
            value={no}
            checked={value === no}
            onChange={() => onChange(no)}
            disabled={Boolean(fixedByCity) && value !== no}
          />
          {label}
        </label>
      ))}
      {fixedByCity ? (
        <p className="choice-group__note" id={`${name}-fixed`}>
          Set by the city ({fixedByCity}).
        </p>
      ) : null}
    </fieldset>
  );
}
