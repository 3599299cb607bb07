export * from './money';
export * from './pricing';
export * from './freight';
export * from './cart-totals';
export * from './messages';
export * from './form-messages';
export * from './validation';
export * from './constants';
