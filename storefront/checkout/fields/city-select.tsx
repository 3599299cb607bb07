import { useId } from 'react';
import type { City } from '../../../shop-rules/api/catalogue';
import { FieldError } from './text-field';

/** 'None' (0) and the delivery cities; choosing one also tells which island it is on. */
export function CitySelect({
  cities,
  value,
  onChange,
  required = false,
  error,
}: {
  cities: City[];
  value: number;
  onChange(cityNo: number, city: City | null): void;
  required?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>
        City
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name="city"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const no = Number(e.target.value);
          onChange(no, cities.find((c) => c.ODeliverCityNo === no) ?? null);
        }}
      >
        <option value={0}>None</option>
        {cities.map((c) => (
          <option key={c.ODeliverCityNo} value={c.ODeliverCityNo}>
            {c.ODeliverCityName}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
