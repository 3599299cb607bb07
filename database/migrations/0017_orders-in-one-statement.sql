-- An order without a discount code or a card payment is written by ONE statement (docs/decisions/0048):
-- the order row, its lines, its mails and its stock. When a product ran short the statement must fail
-- as a whole, so its last part calls this function, which raises the error the server turns into the
-- shopper's "only N left" refusal.
CREATE OR REPLACE FUNCTION shop_stock_ran_short() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'stock ran short' USING ERRCODE = 'SHS01';
END
$$;
