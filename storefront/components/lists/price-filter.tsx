// PRICE: two sliders on the 0–100 scale of the spec and two TT$ boxes, both over the category's
// real price range. Sliders apply after the hand stops; boxes on Enter or leaving the box.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from '../../../shop-rules/constants';
import { ttDollars } from '../../../shop-rules/money';
import { priceToSlider, sliderToPrice } from '../../lib/category-filters';

const APPLY_AFTER_MS = 450;

interface Props {
  rangeMin: number;
  rangeMax: number;
  priceMin?: number;
  priceMax?: number;
  onApply(priceMin: number | undefined, priceMax: number | undefined): void;
}

export function PriceFilter({ rangeMin, rangeMax, priceMin, priceMax, onApply }: Props) {
  const low = Math.floor(rangeMin);
  const high = Math.ceil(rangeMax);
  const [min, setMin] = useState(priceMin ?? low);
  const [max, setMax] = useState(priceMax ?? high);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setMin(priceMin ?? low);
    setMax(priceMax ?? high);
  }, [priceMin, priceMax, low, high]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(nextMin: number, nextMax: number) {
    clearTimeout(timer.current);
    const a = Math.max(low, Math.min(nextMin, nextMax));
    const b = Math.min(high, Math.max(nextMin, nextMax));
    // A bound at the edge of the range is no filter at all.
    onApply(a > low ? a : undefined, b < high ? b : undefined);
  }

  function slide(edge: 'min' | 'max', position: number) {
    const price = sliderToPrice(position, low, high, edge);
    const nextMin = edge === 'min' ? Math.min(price, max) : min;
    const nextMax = edge === 'max' ? Math.max(price, min) : max;
    setMin(nextMin);
    setMax(nextMax);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(nextMin, nextMax), APPLY_AFTER_MS);
  }

  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(min, max);
    }
  };
  return (
    <div className="price-filter">
      <div className="price-filter__sliders">
        <label className="visually-hidden" htmlFor="price-slider-min">
          Lowest price
        </label>
        <input
          id="price-slider-min"
          type="range"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          value={priceToSlider(min, low, high)}
          aria-valuetext={ttDollars(min)}
          onChange={(e) => slide('min', Number(e.target.value))}
        />
        <label className="visually-hidden" htmlFor="price-slider-max">
          Highest price
        </label>
        <input
          id="price-slider-max"
          type="range"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          value={priceToSlider(max, low, high)}
          aria-valuetext={ttDollars(max)}
          onChange={(e) => slide('max', Number(e.target.value))}
        />
      </div>
      <div className="price-filter__boxes">
        <label>
          Min (TT$)
          <input
            type="number"
            inputMode="numeric"
            min={low}
            max={high}
            step={1}
            value={min}
            onChange={(e) => setMin(Number(e.target.value))}
            onBlur={() => apply(min, max)}
            onKeyDown={onBoxKey}
          />
        </label>
        <label>
          Max (TT$)
          <input
            type="number"
            inputMode="numeric"
            min={low}
            max={high}
            step={1}
            value={max}
            onChange={(e) => setMax(Number(e.target.value))}
            onBlur={() => apply(min, max)}
            onKeyDown={onBoxKey}
          />
        </label>
      </div>
      <p className="price-filter__range">
        {ttDollars(min)} – {ttDollars(max)}
      </p>
    </div>
  );
}
