import { useId } from 'react';
import { DELIVERY_COUNTRY_TOBAGO, DELIVERY_COUNTRY_TRINIDAD } from '../../shop-rules';

/** Trinidad (1) or Tobago (2): the delivery country that sets the freight. */
export function IslandChoice({ value, onChange }: { value: number; onChange(no: number): void }) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend>Deliver to</legend>
      {[
        { no: DELIVERY_COUNTRY_TRINIDAD, label: 'Trinidad' },
        { no: DELIVERY_COUNTRY_TOBAGO, label: 'Tobago' },
      ].map(({ no, label }) => (
        <label key={no} className="choice">
          <input type="radio" name={name} value={no} checked={value === no} onChange={() => onChange(no)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
